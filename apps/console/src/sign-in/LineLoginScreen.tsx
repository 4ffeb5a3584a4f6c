import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { LineSignInButton } from '@hbc/auth-flow';
import { SignInScreen } from './SignInScreen';

export interface LineLoginScreenProps {
  /** Starts the LINE login; the login flow provides it. */
  onLogin?: () => void;
  /** True while the browser is being sent to LINE. */
  loading?: boolean;
  /** The person came from an invite link: the LINE login starts by itself. */
  invited?: boolean;
}

/** The first sign-in step: sign in with LINE. */
export function LineLoginScreen({
  onLogin,
  loading = false,
  invited = false,
}: LineLoginScreenProps) {
  return (
    <SignInScreen title="เข้าสู่ระบบ" step={1} description="เข้าสู่ระบบด้วยบัญชี LINE ของท่านเพื่อเริ่มใช้งาน">
      {invited && (
        <Alert severity="success" variant="outlined">
          ท่านได้รับคำเชิญเข้าใช้งานระบบ กรุณาเข้าสู่ระบบด้วย LINE เพื่อยืนยันตัวตน
        </Alert>
      )}
      <LineSignInButton loading={loading} onClick={onLogin} />
      <Typography variant="body2" color="text.secondary" textAlign="center">
        จากนั้นยืนยันตัวตนเจ้าหน้าที่ด้วย Provider ID
      </Typography>
    </SignInScreen>
  );
}
