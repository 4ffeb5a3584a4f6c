import type { ReactNode } from 'react';
import { APP_VERSION } from '@hbc/contracts';
import { SvgPathIcon } from '@hbc/ui';
import { APP_TITLE, documentTitle } from '@hbc/console-screens';
import { HEALTH_AND_SAFETY_ICON, LOCK_OUTLINED_ICON } from './sign-in-icons';
import { SignInSteps, type SignInStepNumber } from './SignInSteps';
import './sign-in-screen.css';

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
    <div className="sign-in__programme">
      <div className="sign-in__mark" aria-hidden>
        <SvgPathIcon path={HEALTH_AND_SAFETY_ICON} />
      </div>
      <div className="sign-in__names">
        <p className="sign-in__app-title">{APP_TITLE}</p>
        <p className="sign-in__audience">สำหรับเจ้าหน้าที่หน่วยบริการสุขภาพ</p>
      </div>
    </div>
  );
}

/**
 * The frame of the sign-in steps: the programme's mark, a white card on green, the version. Plain
 * CSS (sign-in-screen.css), no MUI: the sign-in pages are the first a person loads.
 */
export function SignInScreen({ title, description, step, icon, children }: SignInScreenProps) {
  return (
    <main className="sign-in">
      <title>{documentTitle(title)}</title>
      <ProgrammeMark />
      <div className="sign-in__card">
        <div className="sign-in__body">
          {step && <SignInSteps active={step} />}
          {icon}
          <div className="sign-in__heading">
            <h1 className="sign-in__title">{title}</h1>
            {description && <div className="sign-in__description">{description}</div>}
          </div>
          {children}
        </div>
        <hr className="sign-in__divider" />
        <div className="sign-in__footer">
          <SvgPathIcon path={LOCK_OUTLINED_ICON} size={16} />
          <span>ระบบนี้สำหรับเจ้าหน้าที่ที่ได้รับสิทธิ์เท่านั้น</span>
        </div>
      </div>
      <span className="sign-in__version">v{APP_VERSION}</span>
    </main>
  );
}
