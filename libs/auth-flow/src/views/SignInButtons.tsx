import { useId } from 'react';
import { BUTTON_ICON_CLASS, plainButtonClass, Spinner, SvgPathIcon } from '@hbc/ui';
import './sign-in-buttons.css';

/*
 * Plain buttons, without MUI: the sign-in pages show before MUI loads (and never need it). Their
 * colours are in sign-in-buttons.css.
 */

/** LINE's brand green: the mark's area of the LINE sign-in button. */
export const LINE_GREEN = '#06c755';

/**
 * The label's area of the LINE sign-in button: white on LINE green is only 2.3:1, so the label
 * sits on a darker green (5.1:1, 6.7:1 hovered) beside the mark on LINE's own green.
 */
export const LINE_LABEL_COLORS = {
  text: '#ffffff',
  background: '#047f37',
  hover: '#026b2f',
} as const;

export const LINE_BUTTON_LABEL = 'เข้าสู่ระบบด้วย LINE';
export const PROVIDER_BUTTON_LABEL = 'เข้าสู่ระบบด้วย Provider ID';

/** Material Icons' 'VerifiedUser' (Apache License 2.0). */
const VERIFIED_USER_ICON =
  'M12 1 3 5v6c0 5.55 3.84 10.74 9 12 5.16-1.26 9-6.45 9-12V5zm-2 16-4-4 1.41-1.41L10 14.17l6.59-6.59L18 9z';

export interface SignInButtonProps {
  /** Shows a spinner and disables the button while the sign-in starts. */
  loading?: boolean;
  onClick?: () => void;
}

/** LINE's speech bubble, drawn white on the green. */
function LineMark() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden focusable="false">
      <path
        fill="currentColor"
        d="M12 2.6c-5.6 0-10.1 3.7-10.1 8.2 0 4 3.6 7.4 8.4 8.1.3.1.8.2.9.5.1.3.1.7 0 1l-.1.9c0 .3-.2 1 .9.5 1.1-.4 5.9-3.5 8-6 1.5-1.6 2.1-3.2 2.1-5 0-4.5-4.5-8.2-10.1-8.2z"
      />
      <text
        x="12"
        y="12.9"
        textAnchor="middle"
        fontSize="5.4"
        fontWeight="800"
        fontFamily="Arial, Helvetica, sans-serif"
        fill={LINE_GREEN}
      >
        LINE
      </text>
    </svg>
  );
}

/** A white spinner named after the button that waits, in place of the button's icon. */
function ButtonSpinner({ buttonId }: { buttonId: string }) {
  return <Spinner size={20} color="#ffffff" aria-labelledby={buttonId} />;
}

/**
 * The 'เข้าสู่ระบบด้วย LINE' button of the first sign-in step: LINE's mark on LINE green at the
 * start, the label on a darker green that white text can be read on. While LINE opens it keeps its
 * colours, with a white spinner on the mark.
 */
export function LineSignInButton({ loading = false, onClick }: SignInButtonProps) {
  const id = useId();
  return (
    <button id={id} type="button" className="hbc-line-sign-in" disabled={loading} onClick={onClick}>
      <span className="hbc-line-sign-in__mark">
        {loading ? <ButtonSpinner buttonId={id} /> : <LineMark />}
      </span>
      <span className="hbc-line-sign-in__label">{LINE_BUTTON_LABEL}</span>
    </button>
  );
}

/**
 * The 'เข้าสู่ระบบด้วย Provider ID' button of the second sign-in step. While Provider ID opens it
 * keeps its colours, so its label stays readable.
 */
export function ProviderSignInButton({ loading = false, onClick }: SignInButtonProps) {
  const id = useId();
  const look = plainButtonClass({ variant: 'contained', size: 'large', fullWidth: true });
  return (
    <button
      id={id}
      type="button"
      className={`${look} hbc-provider-sign-in`}
      disabled={loading}
      onClick={onClick}
    >
      <span className={BUTTON_ICON_CLASS}>
        {loading ? <ButtonSpinner buttonId={id} /> : <SvgPathIcon path={VERIFIED_USER_ICON} />}
      </span>
      {PROVIDER_BUTTON_LABEL}
    </button>
  );
}
