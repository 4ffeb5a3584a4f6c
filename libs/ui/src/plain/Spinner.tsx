import './spinner.css';

export interface SpinnerProps {
  /** Width and height in pixels. */
  size?: number;
  /** The colour of the ring; the theme's green by default. */
  color?: string;
  /** Hidden from assistive technology when something else says what is loading. */
  'aria-hidden'?: boolean;
  /** The element that names what is loading, such as the button that waits. */
  'aria-labelledby'?: string;
  /** What is loading, when no element on the page says it. */
  'aria-label'?: string;
}

/** A turning ring in the theme's green (MUI's CircularProgress look), without MUI. */
export function Spinner({ size = 40, color, ...aria }: SpinnerProps) {
  return (
    <span
      role="progressbar"
      className="hbc-spinner"
      style={{ width: size, height: size, color }}
      {...aria}
    >
      <svg viewBox="22 22 44 44" aria-hidden focusable="false">
        <circle cx="44" cy="44" r="20.2" fill="none" strokeWidth="3.6" />
      </svg>
    </span>
  );
}
