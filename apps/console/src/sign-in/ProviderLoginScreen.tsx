import { ProviderSignInButton } from '@hbc/auth-flow';
import { ROUTES } from '@hbc/contracts';
import { SignInScreen } from './SignInScreen';
import { signInTitle } from './sign-in-title';

export interface ProviderLoginScreenProps {
  /** Starts the Provider ID login; the login flow provides it. */
  onLogin?: () => void;
  /** True while the browser is being sent to Provider ID. */
  loading?: boolean;
}

/** The second sign-in step: confirm the staff member with Provider ID. */
export function ProviderLoginScreen({ onLogin, loading = false }: ProviderLoginScreenProps) {
  return (
    <SignInScreen
      title={signInTitle(ROUTES.providerLogin)}
      step={2}
      description="ยืนยันตัวตนเจ้าหน้าที่สาธารณสุขด้วย Provider ID เพื่อเข้าใช้งานระบบ"
    >
      <ProviderSignInButton loading={loading} onClick={onLogin} />
      <p className="sign-in__note">
        ระบบจะพาท่านไปยังหน้ายืนยันตัวตนของ Provider ID และกลับมาที่ระบบนี้โดยอัตโนมัติ
      </p>
    </SignInScreen>
  );
}
