import type { ReactNode } from 'react';
import Box from '@mui/material/Box';

export interface CountedHelperTextProps {
  /** The field's error or hint, on the left. */
  message?: ReactNode;
  /** How many characters the field holds. */
  length: number;
  /** The most its rule allows; the count turns red past it. */
  limit: number;
}

/** Is `text` longer than `limit` allows? */
export function isTooLong(text: string, limit: number | undefined): boolean {
  return limit !== undefined && text.length > limit;
}

/**
 * The helper line of a text field that counts instead of cutting (no `maxlength`): its message
 * and an 'n/limit' count that turns red past the limit. The count is left out of what a screen
 * reader says of the field: the error past the limit says it in words.
 */
export function CountedHelperText({ message, length, limit }: CountedHelperTextProps) {
  return (
    <Box component="span" sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
      <span>{message}</span>
      <Box
        component="span"
        aria-hidden
        sx={{ flexShrink: 0, color: length > limit ? 'error.main' : 'text.secondary' }}
      >
        {`${length}/${limit}`}
      </Box>
    </Box>
  );
}
