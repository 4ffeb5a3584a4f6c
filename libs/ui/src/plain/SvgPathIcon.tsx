export interface SvgPathIconProps {
  /** The path of a 24 x 24 icon, such as one of Material Icons'. */
  path: string;
  /** Width and height in pixels; the surrounding CSS decides when left out. */
  size?: number;
}

/** An icon drawn in the current text colour, hidden from assistive technology, without MUI. */
export function SvgPathIcon({ path, size }: SvgPathIconProps) {
  return (
    <svg viewBox="0 0 24 24" width={size} height={size} aria-hidden focusable="false">
      <path fill="currentColor" d={path} />
    </svg>
  );
}
