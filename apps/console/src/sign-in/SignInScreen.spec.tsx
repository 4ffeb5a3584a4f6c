import { render, screen } from '@testing-library/react';
import { composeStories } from '@storybook/react-vite';
import { StoryShell } from '@hbc/ui';
import * as stories from './SignInScreen.stories';

const { Placeholder } = composeStories(stories);

describe('SignInScreen', () => {
  it('shows the console name, the step title, its content and the version', () => {
    render(
      <StoryShell>
        <Placeholder />
      </StoryShell>,
    );
    expect(screen.getByText('ระบบจัดการข้อความ LINE หน่วยบริการสุขภาพ')).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 1, name: 'เข้าสู่ระบบด้วย Provider ID' }),
    ).toBeInTheDocument();
    expect(screen.getByText('อยู่ระหว่างพัฒนา')).toBeInTheDocument();
    expect(screen.getByText('v0.0.14')).toBeInTheDocument();
  });
});
