import { join } from 'node:path';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { composeStories } from '@storybook/react-vite';
import { getContrastRatio } from '@mui/material/styles';
import { FOCUS_RING_COLOR } from '@hbc/ui';
import { addStylesheet, BASE_STYLESHEET, currentStyle } from '@hbc/ui/testing';
import { LINE_GREEN, LINE_LABEL_COLORS } from './SignInButtons';
import * as stories from './SignInButtons.stories';

const { Line, LineLoading, Provider, ProviderLoading } = composeStories(stories);

// The buttons as the browser styles them: the page baseline and their own stylesheet.
let removeStylesheets: Array<() => void> = [];
beforeAll(() => {
  removeStylesheets = [
    addStylesheet(BASE_STYLESHEET),
    addStylesheet(join(__dirname, 'sign-in-buttons.css')),
  ];
});
afterAll(() => {
  for (const remove of removeStylesheets) remove();
});

describe('sign-in buttons', () => {
  it("offers 'เข้าสู่ระบบด้วย LINE' with LINE's green mark and hands over the press", async () => {
    const onClick = jest.fn();
    render(<Line onClick={onClick} />);
    const button = screen.getByRole('button', { name: 'เข้าสู่ระบบด้วย LINE' });
    const mark = button.querySelector('svg')?.parentElement;
    expect(mark).toHaveStyle({ backgroundColor: LINE_GREEN });
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['ready', Line],
    ['starting', LineLoading],
  ])('keeps its label readable at 4.5:1 (WCAG AA) while %s', (_state, Story) => {
    render(<Story />);
    const button = screen.getByRole('button', { name: 'เข้าสู่ระบบด้วย LINE' });
    const { color, backgroundColor, opacity } = getComputedStyle(button);
    expect(backgroundColor).toBe('rgb(4, 127, 55)');
    expect(getContrastRatio(color, backgroundColor)).toBeGreaterThanOrEqual(4.5);
    expect(opacity === '' || opacity === '1').toBe(true);
  });

  it('keeps its label readable at 4.5:1 when hovered', () => {
    expect(
      getContrastRatio(LINE_LABEL_COLORS.text, LINE_LABEL_COLORS.hover),
    ).toBeGreaterThanOrEqual(4.5);
  });

  it('keeps its name but cannot be pressed again while the LINE login starts', () => {
    render(<LineLoading />);
    const button = screen.getByRole('button', { name: 'เข้าสู่ระบบด้วย LINE' });
    expect(button).toBeDisabled();
    expect(screen.getByRole('progressbar', { name: 'เข้าสู่ระบบด้วย LINE' })).toBeInTheDocument();
  });

  it("offers 'เข้าสู่ระบบด้วย Provider ID' and hands over the press", async () => {
    const onClick = jest.fn();
    render(<Provider onClick={onClick} />);
    await userEvent.click(screen.getByRole('button', { name: 'เข้าสู่ระบบด้วย Provider ID' }));
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('disables the Provider ID button while it starts, keeping its colours', () => {
    render(<ProviderLoading />);
    const button = screen.getByRole('button', { name: 'เข้าสู่ระบบด้วย Provider ID' });
    expect(button).toBeDisabled();
    const { color, backgroundColor } = getComputedStyle(button);
    expect(getContrastRatio(color, backgroundColor)).toBeGreaterThanOrEqual(4.5);
    expect(
      screen.getByRole('progressbar', { name: 'เข้าสู่ระบบด้วย Provider ID' }),
    ).toBeInTheDocument();
  });

  it.each([
    ['LINE', Line],
    ['Provider ID', Provider],
  ])('rings the %s button in blue when focused from the keyboard', async (_name, Story) => {
    render(<Story />);
    await userEvent.tab();
    const button = screen.getByRole('button');
    expect(button).toHaveFocus();
    const style = currentStyle(button);
    expect(style.outline).toBe(`3px solid ${FOCUS_RING_COLOR}`);
    expect(style.outlineOffset).toBe('2px');
  });

  it('draws without MUI, so that the sign-in pages need not load it', () => {
    render(
      <>
        <Line />
        <Provider />
      </>,
    );
    expect(document.body.querySelector('[class*="Mui"]')).toBeNull();
  });
});
