import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { composeStories } from '@storybook/react-vite';
import { StoryShell } from '@hbc/ui';
import type { ReactElement } from 'react';
import * as stories from './SignInButtons.stories';

const { Line, LineLoading, Provider, ProviderLoading } = composeStories(stories);

function show(story: ReactElement) {
  render(<StoryShell>{story}</StoryShell>);
}

describe('sign-in buttons', () => {
  it("offers 'เข้าสู่ระบบด้วย LINE' in LINE green and hands over the press", async () => {
    const onClick = jest.fn();
    show(<Line onClick={onClick} />);
    const button = screen.getByRole('button', { name: 'เข้าสู่ระบบด้วย LINE' });
    expect(button).toHaveStyle({ backgroundColor: '#06c755' });
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('keeps its name but cannot be pressed again while the LINE login starts', () => {
    show(<LineLoading />);
    const button = screen.getByRole('button', { name: 'เข้าสู่ระบบด้วย LINE' });
    expect(button).toBeDisabled();
    expect(screen.getByRole('progressbar')).toBeInTheDocument();
  });

  it("offers 'เข้าสู่ระบบด้วย Provider ID' and hands over the press", async () => {
    const onClick = jest.fn();
    show(<Provider onClick={onClick} />);
    await userEvent.click(screen.getByRole('button', { name: 'เข้าสู่ระบบด้วย Provider ID' }));
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('disables the Provider ID button while it starts', () => {
    show(<ProviderLoading />);
    expect(screen.getByRole('button', { name: 'เข้าสู่ระบบด้วย Provider ID' })).toBeDisabled();
  });
});
