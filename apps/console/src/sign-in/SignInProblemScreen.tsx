import { Link as RouterLink } from 'react-router';
import {
  LOGIN_MESSAGE_TEXT,
  organizationMismatchParagraphs,
  ROUTES,
  type OrganizationMismatch,
} from '@hbc/contracts';
import { BUTTON_ICON_CLASS, plainButtonClass, SvgPathIcon } from '@hbc/ui';
import { SignInScreen } from './SignInScreen';
import {
  ARROW_BACK_ICON,
  ERROR_OUTLINE_ICON,
  LINK_OFF_ICON,
  PERSON_OFF_ICON,
} from './sign-in-icons';
import { signInTitle } from './sign-in-title';

export const BACK_TO_SIGN_IN = 'กลับไปหน้าเข้าสู่ระบบ';

export interface SignInProblemScreenProps {
  title: string;
  /** The path of the icon in the round sign above the title (see sign-in-icons.ts). */
  icon: string;
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
        <div aria-hidden className={`sign-in__problem-sign sign-in__problem-sign--${tone}`}>
          <SvgPathIcon path={icon} />
        </div>
      }
    >
      {paragraphs.map((text) => (
        <p key={text} className="sign-in__paragraph">
          {text}
        </p>
      ))}
      <RouterLink
        to={ROUTES.lineLogin}
        replace
        className={`${plainButtonClass({ variant: 'contained', size: 'large' })} sign-in__big-button`}
      >
        <span className={BUTTON_ICON_CLASS}>
          <SvgPathIcon path={ARROW_BACK_ICON} />
        </span>
        {BACK_TO_SIGN_IN}
      </RouterLink>
    </SignInScreen>
  );
}

/** /provider-login/dup: the Provider ID identity already belongs to another account. */
export function ProviderDuplicateScreen() {
  return (
    <SignInProblemScreen
      title={signInTitle(ROUTES.providerLoginDup)}
      icon={PERSON_OFF_ICON}
      tone="warning"
      paragraphs={[
        'Provider ID นี้ถูกผูกกับบัญชีผู้ใช้งานอื่นในระบบแล้ว จึงไม่สามารถใช้เข้าสู่ระบบกับบัญชี LINE นี้ได้',
        'หากท่านคิดว่าเกิดข้อผิดพลาด กรุณาติดต่อเจ้าหน้าที่ผู้ดูแลระบบของหน่วยงาน',
      ]}
    />
  );
}

export const PROVIDER_ERROR_PARAGRAPHS = [
  'ไม่สามารถเข้าสู่ระบบด้วย Provider ID ได้',
  'กรุณาติดต่อเจ้าหน้าที่ผู้ดูแลระบบของหน่วยงาน หรือกลับไปเข้าสู่ระบบใหม่อีกครั้ง',
] as const;

export interface ProviderErrorScreenProps {
  /** The units of a 403 PROVIDER_NO_ORGANIZATION, named instead of the generic text. */
  mismatch?: OrganizationMismatch | null;
}

/** /provider-login/error: the sign-in with Provider ID failed, and why when the units differ. */
export function ProviderErrorScreen({ mismatch = null }: ProviderErrorScreenProps) {
  return (
    <SignInProblemScreen
      title={signInTitle(ROUTES.providerLoginError)}
      icon={ERROR_OUTLINE_ICON}
      tone="error"
      paragraphs={mismatch ? organizationMismatchParagraphs(mismatch) : PROVIDER_ERROR_PARAGRAPHS}
    />
  );
}

/** /invite without a code: the link cannot be used. */
export function InviteInvalidScreen() {
  return (
    <SignInProblemScreen
      title={signInTitle(ROUTES.invite)}
      icon={LINK_OFF_ICON}
      tone="warning"
      paragraphs={[LOGIN_MESSAGE_TEXT.NO_INVITE]}
    />
  );
}
