import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import InboxOutlined from '@mui/icons-material/InboxOutlined';

export interface EmptyStateProps {
  title: string;
  description?: ReactNode;
  /** Defaults to an empty tray. */
  icon?: ReactNode;
  /** An optional button, such as "เพิ่มข้อมูล". */
  action?: ReactNode;
}

/** Said in place of a list or screen that has nothing to show. */
export function EmptyState({ title, description, icon, action }: EmptyStateProps) {
  return (
    <Stack alignItems="center" spacing={1.5} sx={{ py: 6, px: 2, textAlign: 'center' }}>
      <Box
        aria-hidden
        sx={{
          width: 72,
          height: 72,
          borderRadius: '50%',
          display: 'grid',
          placeItems: 'center',
          bgcolor: (theme) => alpha(theme.palette.primary.main, 0.1),
          color: 'primary.main',
          '& svg': { fontSize: 40 },
        }}
      >
        {icon ?? <InboxOutlined />}
      </Box>
      <Typography variant="h6" component="p" fontWeight={600}>
        {title}
      </Typography>
      {description && (
        <Typography variant="body2" color="text.secondary" sx={{ maxWidth: 480 }}>
          {description}
        </Typography>
      )}
      {action}
    </Stack>
  );
}
