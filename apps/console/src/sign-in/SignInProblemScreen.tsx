import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import ArrowBack from '@mui/icons-material/ArrowBack';
import ErrorOutline from '@mui/icons-material/ErrorOutline';
import LinkOff from '@mui/icons-material/LinkOff';
import PersonOff from '@mui/icons-material/PersonOff';
import { Link as RouterLink } from 'react-router';
import { LOGIN_MESSAGE_TEXT, ROUTES } from '@hbc/contracts';
import { SignInScreen } from './SignInScreen';
import { signInTitle } from './sign-in-title';

export const BACK_TO_SIGN_IN = 'กลับไปหน้าเข้าสู่ระบบ';

export interface SignInProblemScreenProps {
  title: string;
  icon: ReactNode;
  tone: 'warning' | 'error';
  /** What happened and what to do, one paragraph each. */
  paragraphs: readonly string[];
}

/** A sign-in step that cannot go on: what happened, and the way back to /line-login. */
export function SignInProblemScreen({ title, icon, tone, paragraphs }: SignInProblemScreenProps) {
  return (
    <SignInScreen
      title={title}
      icon={
        <Box
          aria-hidden
          sx={{
            alignSelf: 'center',
            width: 72,
            height: 72,
            borderRadius: '50%',
            display: 'grid',
            placeItems: 'center',
            bgcolor: `${tone}.main`,
            color: 'common.white',
            '& svg': { fontSize: 40 },
          }}
        >
          {icon}
        </Box>
      }
    >
      {paragraphs.map((text) => (
        <Typography key={text} color="text.secondary" textAlign="center">
          {text}
        </Typography>
      ))}
      <Button
        component={RouterLink}
        to={ROUTES.lineLogin}
        replace
        variant="contained"
        size="large"
        startIcon={<ArrowBack />}
        sx={{ py: 1.2, borderRadius: 2 }}
      >
        {BACK_TO_SIGN_IN}
      </Button>
    </SignInScreen>
  );
}

/** /provider-login/dup: the Provider ID identity already belongs to another account. */
export function ProviderDuplicateScreen() {
  return (
    <SignInProblemScreen
      title={signInTitle(ROUTES.providerLoginDup)}
      icon={<PersonOff />}
      tone="warning"
      paragraphs={[
        'Provider ID นี้ถูกผูกกับบัญชีผู้ใช้งานอื่นในระบบแล้ว จึงไม่สามารถใช้เข้าสู่ระบบกับบัญชี LINE นี้ได้',
        'หากท่านคิดว่าเกิดข้อผิดพลาด กรุณาติดต่อเจ้าหน้าที่ผู้ดูแลระบบของหน่วยงาน',
      ]}
    />
  );
}

/** /provider-login/error: the sign-in with Provider ID failed. */
export function ProviderErrorScreen() {
  return (
    <SignInProblemScreen
      title={signInTitle(ROUTES.providerLoginError)}
      icon={<ErrorOutline />}
      tone="error"
      paragraphs={[
        'ไม่สามารถเข้าสู่ระบบด้วย Provider ID ได้',
        'กรุณาติดต่อเจ้าหน้าที่ผู้ดูแลระบบของหน่วยงาน หรือกลับไปเข้าสู่ระบบใหม่อีกครั้ง',
      ]}
    />
  );
}

/** /invite without a code: the link cannot be used. */
export function InviteInvalidScreen() {
  return (
    <SignInProblemScreen
      title={signInTitle(ROUTES.invite)}
      icon={<LinkOff />}
      tone="warning"
      paragraphs={[LOGIN_MESSAGE_TEXT.NO_INVITE]}
    />
  );
}
