import { join } from 'node:path';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getContrastRatio } from '@mui/material/styles';
import { FOCUS_RING_COLOR, PRIMARY_GREEN, theme } from '../theme/theme';
import { addStylesheet, BASE_STYLESHEET, currentStyle } from '../testing/stylesheet';
import { BUTTON_ICON_CLASS, plainButtonClass } from './plain-button';

let removeStylesheets: Array<() => void> = [];
beforeAll(() => {
  removeStylesheets = [
    addStylesheet(BASE_STYLESHEET),
    addStylesheet(join(__dirname, 'plain-button.css')),
  ];
});
afterAll(() => {
  for (const remove of removeStylesheets) remove();
});

const rgb = (hex: string) =>
  `rgb(${[1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16)).join(', ')})`;

describe('plain buttons', () => {
  it('puts white text on the theme green for a contained button (WCAG AA)', () => {
    render(
      <button type="button" className={plainButtonClass({ variant: 'contained' })}>
        บันทึก
      </button>,
    );
    const { color, backgroundColor } = getComputedStyle(screen.getByRole('button'));
    expect(backgroundColor).toBe(rgb(PRIMARY_GREEN));
    expect(getContrastRatio(color, backgroundColor)).toBeGreaterThanOrEqual(4.5);
  });

  it('draws an outlined button in green text on white, large and full width when asked', () => {
    render(
      <a
        href="/line-login"
        className={plainButtonClass({ variant: 'outlined', size: 'large', fullWidth: true })}
      >
        <span className={BUTTON_ICON_CLASS}>→</span>
        กลับ
      </a>,
    );
    const link = screen.getByRole('link', { name: '→ กลับ' });
    const style = getComputedStyle(link);
    expect(style.color).toBe(rgb(PRIMARY_GREEN));
    expect(style.width).toBe('100%');
    expect(style.fontSize).toBe('0.9375rem');
  });

  it.each([
    [
      'a button',
      <button type="button" className={plainButtonClass({ variant: 'contained' })}>
        บันทึก
      </button>,
    ],
    [
      'a link',
      <a href="/" className={plainButtonClass({ variant: 'contained' })}>
        กลับหน้าแรก
      </a>,
    ],
  ])('rings %s focused from the keyboard as the MUI theme does', async (_what, element) => {
    render(element);
    await userEvent.tab();
    const focused = document.activeElement;
    if (!focused || focused === document.body) throw new Error('nothing took the focus');
    const style = currentStyle(focused);
    expect(style.outline).toBe(`3px solid ${FOCUS_RING_COLOR}`);
    expect(style.outlineOffset).toBe('2px');
  });

  it("writes in the theme's font", () => {
    expect(getComputedStyle(document.body).fontFamily.replace(/'/g, '"')).toBe(
      theme.typography.fontFamily,
    );
  });
});
