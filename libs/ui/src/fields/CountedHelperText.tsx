import type { ReactNode } from 'react';
import Box from '@mui/material/Box';

export interface CountedHelperTextProps {
  /** The field's error or hint, on the left. */
  message?: ReactNode;
  /** How many characters the field holds. */
  length: number;
  /** The most its rule allows; the count turns red past it. */
  limit: number;
  /**
   * Whether a screen reader says the count with the field's description; by default it does not,
   * the error past the limit saying it in words.
   */
  countSpoken?: boolean;
}

/** Is `text` longer than `limit` allows? */
export function isTooLong(text: string, limit: number | undefined): boolean {
  return limit !== undefined && text.length > limit;
}

/**
 * The helper line of a text field that counts instead of cutting (no `maxlength`): its message
 * and an 'n/limit' count that turns red past the limit.
 */
export function CountedHelperText({
  message,
  length,
  limit,
  countSpoken = false,
}: CountedHelperTextProps) {
  return (
    <Box component="span" sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
      <span>{message}</span>
      <Box
        component="span"
        aria-hidden={!countSpoken}
        sx={{ flexShrink: 0, color: length > limit ? 'error.main' : 'text.secondary' }}
      >
        {`${length}/${limit}`}
      </Box>
    </Box>
  );
}
