import type { ReactNode } from 'react';
import Avatar from '@mui/material/Avatar';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import LocalHospital from '@mui/icons-material/LocalHospital';
import { APP_VERSION } from '@hbc/contracts';
import { APP_TITLE, documentTitle } from '../app/app-title';

export interface SignInScreenProps {
  title: string;
  description?: ReactNode;
  /** Buttons or status of the sign-in step. */
  children?: ReactNode;
}

/** The frame of the sign-in steps: a card on the programme's green. */
export function SignInScreen({ title, description, children }: SignInScreenProps) {
  return (
    <Stack
      component="main"
      alignItems="center"
      justifyContent="center"
      sx={{
        minHeight: '100vh',
        p: 2,
        background: 'linear-gradient(135deg, #1b8a4b 0%, #0f5c31 100%)',
      }}
    >
      <title>{documentTitle(title)}</title>
      <Paper
        elevation={6}
        sx={{ width: '100%', maxWidth: 440, p: { xs: 3, sm: 5 }, borderRadius: 3 }}
      >
        <Stack spacing={2.5} alignItems="center" textAlign="center">
          <Avatar sx={{ bgcolor: 'primary.main', width: 64, height: 64 }}>
            <LocalHospital fontSize="large" />
          </Avatar>
          <Typography variant="subtitle2" color="text.secondary">
            {APP_TITLE}
          </Typography>
          <Typography variant="h5" component="h1" fontWeight={700}>
            {title}
          </Typography>
          {description && <Typography color="text.secondary">{description}</Typography>}
          {children}
          <Typography variant="caption" color="text.disabled">
            v{APP_VERSION}
          </Typography>
        </Stack>
      </Paper>
    </Stack>
  );
}
