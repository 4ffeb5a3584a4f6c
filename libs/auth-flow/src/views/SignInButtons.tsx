import Button from '@mui/material/Button';
import SvgIcon from '@mui/material/SvgIcon';
import VerifiedUser from '@mui/icons-material/VerifiedUser';

/** LINE's brand green, used only for the LINE sign-in button. */
export const LINE_GREEN = '#06c755';
const LINE_GREEN_DARK = '#05a847';

export const LINE_BUTTON_LABEL = 'เข้าสู่ระบบด้วย LINE';
export const PROVIDER_BUTTON_LABEL = 'เข้าสู่ระบบด้วย Provider ID';

export interface SignInButtonProps {
  /** Shows a spinner and disables the button while the sign-in starts. */
  loading?: boolean;
  onClick?: () => void;
}

/** LINE's speech bubble, drawn white on the green button. */
function LineMark() {
  return (
    <SvgIcon viewBox="0 0 24 24" aria-hidden>
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
    </SvgIcon>
  );
}

const bigButton = { py: 1.4, fontSize: '1.05rem', borderRadius: 2 } as const;

/** The green 'เข้าสู่ระบบด้วย LINE' button of the first sign-in step. */
export function LineSignInButton({ loading = false, onClick }: SignInButtonProps) {
  return (
    <Button
      variant="contained"
      size="large"
      fullWidth
      loading={loading}
      loadingPosition="start"
      startIcon={<LineMark />}
      onClick={onClick}
      sx={{
        ...bigButton,
        bgcolor: LINE_GREEN,
        color: '#fff',
        '&:hover': { bgcolor: LINE_GREEN_DARK },
        // While LINE opens the button stays LINE green, dimmed, with a white spinner.
        '&.Mui-disabled': { bgcolor: LINE_GREEN, color: '#fff', opacity: 0.7 },
        '& .MuiButton-loadingIndicator': { color: '#fff' },
        '& .MuiButton-startIcon svg': { fontSize: 28 },
      }}
    >
      {LINE_BUTTON_LABEL}
    </Button>
  );
}

/** The 'เข้าสู่ระบบด้วย Provider ID' button of the second sign-in step. */
export function ProviderSignInButton({ loading = false, onClick }: SignInButtonProps) {
  return (
    <Button
      variant="contained"
      color="primary"
      size="large"
      fullWidth
      loading={loading}
      loadingPosition="start"
      startIcon={<VerifiedUser />}
      onClick={onClick}
      sx={{
        ...bigButton,
        '&.Mui-disabled': { bgcolor: 'primary.main', color: 'primary.contrastText', opacity: 0.7 },
        '& .MuiButton-loadingIndicator': { color: 'primary.contrastText' },
      }}
    >
      {PROVIDER_BUTTON_LABEL}
    </Button>
  );
}
