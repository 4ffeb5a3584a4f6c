import './plain-button.css';

export interface PlainButtonLook {
  variant: 'contained' | 'outlined';
  size?: 'medium' | 'large';
  fullWidth?: boolean;
}

/**
 * The class names that give a `<button>` or a link the look of the theme's MUI Button, for pages
 * that show before MUI loads. Put an icon before the label in a `<span className={BUTTON_ICON_CLASS}>`.
 */
export function plainButtonClass({ variant, size = 'medium', fullWidth = false }: PlainButtonLook) {
  return [
    'hbc-button',
    `hbc-button--${variant}`,
    size === 'large' && 'hbc-button--large',
    fullWidth && 'hbc-button--full-width',
  ]
    .filter(Boolean)
    .join(' ');
}

export const BUTTON_ICON_CLASS = 'hbc-button__icon';
