import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Button from '@mui/material/Button';
import InputBase from '@mui/material/InputBase';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import { decomposeColor, getContrastRatio, hexToRgb, recomposeColor } from '@mui/material/styles';
import { StoryShell } from './AppThemeProvider';
import { FOCUS_RING_COLOR, PRIMARY_GREEN, theme } from './theme';

const WHITE = '#ffffff';
const AA_TEXT = 4.5;
const AA_NON_TEXT = 3;

/** `color` laid at `opacity` over `background`, as one opaque colour. */
function over(background: string, color: string, opacity: number): string {
  const [r, g, b] = decomposeColor(hexToRgb(color)).values;
  const [br, bg, bb] = decomposeColor(hexToRgb(background)).values;
  const mix = (c: number, base: number) => Math.round(c * opacity + base * (1 - opacity));
  return recomposeColor({ type: 'rgb', values: [mix(r, br), mix(g, bg), mix(b, bb)] });
}

/** Hue in degrees and saturation (HSL) of a hex colour. */
function hueAndSaturation(color: string): { hue: number; saturation: number } {
  const [r, g, b] = decomposeColor(hexToRgb(color)).values.map((v) => v / 255) as [
    number,
    number,
    number,
  ];
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const delta = max - min;
  const lightness = (max + min) / 2;
  const saturation = delta === 0 ? 0 : delta / (1 - Math.abs(2 * lightness - 1));
  let hue = 0;
  if (delta !== 0 && max === g) hue = 60 * ((b - r) / delta + 2);
  else if (delta !== 0 && max === r) hue = 60 * (((g - b) / delta) % 6);
  else if (delta !== 0) hue = 60 * ((r - g) / delta + 4);
  return { hue: (hue + 360) % 360, saturation };
}

describe('the theme colours (WCAG 2.1 AA)', () => {
  const { primary, secondary, background, action } = theme.palette;

  it('exports the green it uses as primary', () => {
    expect(primary.main).toBe(PRIMARY_GREEN);
  });

  it('lets the green be read as text on white: outlined and text buttons, links', () => {
    expect(getContrastRatio(primary.main, WHITE)).toBeGreaterThanOrEqual(AA_TEXT);
    expect(getContrastRatio(primary.main, background.default)).toBeGreaterThanOrEqual(AA_TEXT);
    // Hovered: the same text on the button's light green tint.
    const hovered = over(WHITE, primary.main, action.hoverOpacity);
    expect(getContrastRatio(primary.main, hovered)).toBeGreaterThanOrEqual(AA_TEXT);
  });

  it('lets white text be read on the green: contained buttons and the selected menu item', () => {
    expect(getContrastRatio(primary.contrastText, primary.main)).toBeGreaterThanOrEqual(AA_TEXT);
    expect(getContrastRatio(primary.contrastText, primary.dark)).toBeGreaterThanOrEqual(AA_TEXT);
  });

  it('keeps the secondary colour readable on white, and under white text', () => {
    expect(getContrastRatio(secondary.main, WHITE)).toBeGreaterThanOrEqual(AA_TEXT);
    expect(getContrastRatio(secondary.contrastText, secondary.main)).toBeGreaterThanOrEqual(
      AA_TEXT,
    );
  });

  it('keeps the status colours readable as text on white and under white text', () => {
    const { warning, info, success, error } = theme.palette;
    for (const color of [warning, info, success, error]) {
      expect(getContrastRatio(color.main, WHITE)).toBeGreaterThanOrEqual(AA_TEXT);
      expect(getContrastRatio(color.contrastText, color.main)).toBeGreaterThanOrEqual(AA_TEXT);
    }
  });

  it('stays clearly green', () => {
    const { hue, saturation } = hueAndSaturation(primary.main);
    expect(hue).toBeGreaterThanOrEqual(120);
    expect(hue).toBeLessThanOrEqual(160);
    expect(saturation).toBeGreaterThan(0.5);
  });

  it('draws the focus ring in a colour that stands out from the page and from the green', () => {
    for (const base of [WHITE, background.default, background.paper]) {
      expect(getContrastRatio(FOCUS_RING_COLOR, base)).toBeGreaterThanOrEqual(AA_NON_TEXT);
    }
    const hueApart = Math.abs(
      hueAndSaturation(FOCUS_RING_COLOR).hue - hueAndSaturation(PRIMARY_GREEN).hue,
    );
    expect(Math.min(hueApart, 360 - hueApart)).toBeGreaterThan(60);
  });
});

describe('the focus ring', () => {
  const RING = /^(2|3)px solid/;

  it('outlines a button focused from the keyboard, away from its edge', async () => {
    const user = userEvent.setup();
    render(
      <StoryShell>
        <Button variant="contained">บันทึก</Button>
      </StoryShell>,
    );
    await user.tab();
    const button = screen.getByRole('button', { name: 'บันทึก' });
    expect(button).toHaveFocus();
    const style = getComputedStyle(button);
    expect(style.outline).toMatch(RING);
    expect([FOCUS_RING_COLOR, hexToRgb(FOCUS_RING_COLOR)]).toContain(
      style.outline.replace(RING, '').trim(),
    );
    expect(parseFloat(style.outlineOffset)).toBeGreaterThanOrEqual(2);
  });

  it('shows focus by the ring alone: no pulsing ripple over the label', async () => {
    const user = userEvent.setup();
    render(
      <StoryShell>
        <Button variant="contained">บันทึก</Button>
      </StoryShell>,
    );
    await user.tab();
    expect(screen.getByRole('button', { name: 'บันทึก' })).toHaveFocus();
    expect(document.querySelector('.MuiTouchRipple-ripplePulsate')).toBeNull();
  });

  it('draws no ring on a button that has no focus', () => {
    render(
      <StoryShell>
        <Button variant="contained">บันทึก</Button>
      </StoryShell>,
    );
    expect(getComputedStyle(screen.getByRole('button')).outlineStyle).not.toBe('solid');
  });

  it('outlines any other focused input', async () => {
    const user = userEvent.setup();
    const { container } = render(
      <StoryShell>
        <InputBase inputProps={{ 'aria-label': 'ค้นหา' }} />
      </StoryShell>,
    );
    await user.tab();
    expect(screen.getByRole('textbox', { name: 'ค้นหา' })).toHaveFocus();
    const field = container.querySelector('.MuiInputBase-root');
    if (!field) throw new Error('no input root');
    expect(getComputedStyle(field).outline).toMatch(RING);
  });

  it('outlines a focused link', async () => {
    const user = userEvent.setup();
    render(
      <StoryShell>
        <Link href="/report">รายงาน</Link>
      </StoryShell>,
    );
    await user.tab();
    const link = screen.getByRole('link', { name: 'รายงาน' });
    expect(link).toHaveFocus();
    expect(getComputedStyle(link).outline).toMatch(RING);
  });

  it('keeps the hint of a disabled field readable (it says why the field cannot change)', () => {
    render(
      <StoryShell>
        <TextField label="หน่วยบริการ" helperText="ผู้ใช้งานอยู่ในหน่วยบริการของคุณ" disabled />
      </StoryShell>,
    );
    const hint = screen.getByText('ผู้ใช้งานอยู่ในหน่วยบริการของคุณ');
    const [r = 0, g = 0, b = 0, alpha = 1] = decomposeColor(getComputedStyle(hint).color).values;
    const onWhite = (c: number) => Math.round(c * alpha + 255 * (1 - alpha));
    const color = recomposeColor({ type: 'rgb', values: [onWhite(r), onWhite(g), onWhite(b)] });
    expect(getContrastRatio(color, WHITE)).toBeGreaterThanOrEqual(AA_TEXT);
  });
});
