import { LineSignInButton } from '@hbc/auth-flow';
import { SvgPathIcon } from '@hbc/ui';
import { SignInScreen } from './SignInScreen';
import { SUCCESS_OUTLINED_ICON } from './sign-in-icons';

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
        <div role="alert" className="sign-in__notice">
          <span className="sign-in__notice-icon">
            <SvgPathIcon path={SUCCESS_OUTLINED_ICON} />
          </span>
          <div className="sign-in__notice-text">
            ท่านได้รับคำเชิญเข้าใช้งานระบบ กรุณาเข้าสู่ระบบด้วย LINE เพื่อยืนยันตัวตน
          </div>
        </div>
      )}
      <LineSignInButton loading={loading} onClick={onLogin} />
      <p className="sign-in__note">จากนั้นยืนยันตัวตนเจ้าหน้าที่ด้วย Provider ID</p>
    </SignInScreen>
  );
}
