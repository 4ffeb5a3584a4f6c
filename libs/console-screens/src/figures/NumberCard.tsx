import { useId, type ReactNode } from 'react';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

export interface NumberCardProps {
  /** What the number is, above it; the card's accessible name. */
  label: string;
  /** Space between the lines, in theme spacing. */
  gap: number;
  /** The number and the lines under it. */
  children: ReactNode;
}

/** A card of one number: a group named by its label, the label above the number. */
export function NumberCard({ label, gap, children }: NumberCardProps) {
  const labelId = useId();
  return (
    <Paper
      variant="outlined"
      role="group"
      aria-labelledby={labelId}
      sx={{ p: 2, display: 'flex', flexDirection: 'column', gap, minWidth: 0 }}
    >
      <Typography id={labelId} variant="body2" color="text.secondary">
        {label}
      </Typography>
      {children}
    </Paper>
  );
}
