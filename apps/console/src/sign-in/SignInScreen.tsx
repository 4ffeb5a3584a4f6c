import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import HealthAndSafety from '@mui/icons-material/HealthAndSafety';
import LockOutlined from '@mui/icons-material/LockOutlined';
import { APP_VERSION } from '@hbc/contracts';
import { APP_TITLE, documentTitle } from '../app/app-title';
import { SignInSteps, type SignInStepNumber } from './SignInSteps';

export interface SignInScreenProps {
  title: string;
  description?: ReactNode;
  /** Which of the two sign-in steps the screen belongs to, shown above the title. */
  step?: SignInStepNumber;
  /** A picture above the title, such as the sign of a problem. */
  icon?: ReactNode;
  /** Buttons or status of the sign-in step. */
  children?: ReactNode;
}

/** The programme's mark and name above the card. */
function ProgrammeMark() {
  return (
    <Stack alignItems="center" spacing={1.5} sx={{ color: 'common.white', textAlign: 'center' }}>
      <Box
        aria-hidden
        sx={{
          width: 76,
          height: 76,
          borderRadius: '50%',
          display: 'grid',
          placeItems: 'center',
          bgcolor: 'common.white',
          color: 'primary.main',
          boxShadow: '0 6px 18px rgba(0, 0, 0, 0.18)',
          '& svg': { fontSize: 46 },
        }}
      >
        <HealthAndSafety />
      </Box>
      <Typography component="p" variant="h6" fontWeight={700} sx={{ lineHeight: 1.35 }}>
        {APP_TITLE}
      </Typography>
      <Typography component="p" variant="body2" sx={{ opacity: 0.85, mt: '4px !important' }}>
        สำหรับเจ้าหน้าที่หน่วยบริการสุขภาพ
      </Typography>
    </Stack>
  );
}

/** The frame of the sign-in steps: the programme's mark, a white card on green, the version. */
export function SignInScreen({ title, description, step, icon, children }: SignInScreenProps) {
  return (
    <Stack
      component="main"
      alignItems="center"
      justifyContent="center"
      spacing={3}
      sx={{
        minHeight: '100vh',
        px: 2,
        py: 4,
        background:
          'radial-gradient(circle at 15% 10%, rgba(255,255,255,0.12) 0, rgba(255,255,255,0) 40%), linear-gradient(160deg, #1b8a4b 0%, #12703b 55%, #0b4f29 100%)',
      }}
    >
      <title>{documentTitle(title)}</title>
      <ProgrammeMark />
      <Paper
        elevation={8}
        sx={{
          width: '100%',
          maxWidth: 440,
          borderRadius: 3,
          overflow: 'hidden',
        }}
      >
        <Stack spacing={2.5} alignItems="stretch" sx={{ p: { xs: 3, sm: 4 } }}>
          {step && <SignInSteps active={step} />}
          {icon}
          <Stack spacing={1} textAlign="center">
            <Typography variant="h5" component="h1" fontWeight={700}>
              {title}
            </Typography>
            {description && (
              <Typography color="text.secondary" component="div">
                {description}
              </Typography>
            )}
          </Stack>
          {children}
        </Stack>
        <Divider />
        <Stack
          direction="row"
          spacing={1}
          alignItems="center"
          justifyContent="center"
          sx={{ px: 3, py: 1.5, bgcolor: 'grey.50', color: 'text.secondary' }}
        >
          <LockOutlined sx={{ fontSize: 16 }} aria-hidden />
          <Typography variant="caption">ระบบนี้สำหรับเจ้าหน้าที่ที่ได้รับสิทธิ์เท่านั้น</Typography>
        </Stack>
      </Paper>
      <Typography variant="caption" sx={{ color: 'rgba(255, 255, 255, 0.75)' }}>
        v{APP_VERSION}
      </Typography>
    </Stack>
  );
}
