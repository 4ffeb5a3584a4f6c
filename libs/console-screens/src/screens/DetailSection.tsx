import { useId, type ReactNode } from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

/** A titled part of a detail screen: a `section` named by its h2. */
export function DetailSection({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Stack component="section" spacing={1.5} aria-labelledby={headingId}>
      <Typography id={headingId} component="h2" variant="h6" fontWeight={700}>
        {title}
      </Typography>
      {children}
    </Stack>
  );
}
