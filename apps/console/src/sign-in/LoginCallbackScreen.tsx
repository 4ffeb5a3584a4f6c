import { LoadingState, plainButtonClass } from '@hbc/ui';
import { SignInScreen } from './SignInScreen';

export interface LoginCallbackScreenProps {
  /**
   * `leaving`: LINE's answer is being handled and the browser goes on to Provider ID.
   * `no-menu`: a signed-in account whose role opens no screen.
   */
  variant?: 'leaving' | 'no-menu';
  onSignOut?: () => void;
}

/** What `/` shows: the hand-over between the sign-in steps, or an account without a menu. */
export function LoginCallbackScreen({ variant = 'leaving', onSignOut }: LoginCallbackScreenProps) {
  if (variant === 'no-menu') {
    return (
      <SignInScreen
        title="ยังไม่มีเมนูสำหรับบัญชีนี้"
        description="บัญชีของท่านยังไม่ได้รับสิทธิ์ใช้งานเมนูใดในระบบ กรุณาติดต่อเจ้าหน้าที่ผู้ดูแลระบบ"
      >
        <button
          type="button"
          className={plainButtonClass({ variant: 'outlined', size: 'large' })}
          onClick={onSignOut}
        >
          ออกจากระบบ
        </button>
      </SignInScreen>
    );
  }
  return (
    <SignInScreen title="กำลังเข้าสู่ระบบ" step={2}>
      <LoadingState label="กำลังไปยังขั้นตอนยืนยันตัวตนด้วย Provider ID..." />
    </SignInScreen>
  );
}
