import Button from '@mui/material/Button';
import { SignInScreen } from './SignInScreen';

/** LINE's brand green, used only on the LINE sign-in button. */
const LINE_GREEN = '#06c755';

export interface LineLoginScreenProps {
  /** Starts the LINE login; the login flow provides it. */
  onLogin?: () => void;
}

/** The first sign-in step: sign in with LINE. */
export function LineLoginScreen({ onLogin }: LineLoginScreenProps) {
  return (
    <SignInScreen title="เข้าสู่ระบบ" description="เข้าสู่ระบบด้วยบัญชี LINE ของท่านเพื่อเริ่มใช้งาน">
      <Button
        variant="contained"
        size="large"
        fullWidth
        onClick={onLogin}
        sx={{ bgcolor: LINE_GREEN, '&:hover': { bgcolor: '#05b34c' } }}
      >
        เข้าสู่ระบบด้วย LINE
      </Button>
    </SignInScreen>
  );
}
