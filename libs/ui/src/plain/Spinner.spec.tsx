import { render, screen } from '@testing-library/react';
import { composeStories } from '@storybook/react-vite';
import * as stories from './Spinner.stories';

const { Default, WhiteOnGreen } = composeStories(stories);

describe('Spinner', () => {
  it('turns in the theme green, hidden from assistive technology when asked', () => {
    render(<Default />);
    const spinner = screen.getByRole('progressbar', { hidden: true });
    expect(spinner).toHaveAttribute('aria-hidden', 'true');
    expect(spinner).toHaveStyle({ width: '40px', height: '40px' });
  });

  it('takes its name from what waits, in the colour given', () => {
    render(<WhiteOnGreen />);
    const spinner = screen.getByRole('progressbar', { name: 'กำลังเปิด' });
    expect(spinner).toHaveStyle({ width: '20px', color: '#ffffff' });
  });
});
