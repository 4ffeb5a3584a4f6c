import { render, screen } from '@testing-library/react';
import { composeStories } from '@storybook/react-vite';
import { StoryShell } from '@hbc/ui';
import * as stories from './CidImportProgress.stories';

const { Uploading, Checking, Confirming } = composeStories(stories);

describe('CidImportProgress', () => {
  it('shows how much of the file was sent', () => {
    render(
      <StoryShell>
        <Uploading />
      </StoryShell>,
    );
    const bar = screen.getByRole('progressbar', { name: 'กำลังอัปโหลดไฟล์' });
    expect(bar).toHaveAttribute('aria-valuenow', '40');
    expect(screen.getByText('กำลังอัปโหลดไฟล์ 40%')).toBeInTheDocument();
  });

  it.each([
    ['checking', Checking, 'กำลังตรวจสอบข้อมูลในไฟล์'],
    ['importing', Confirming, 'กำลังนำเข้า'],
  ])('runs without a share while the API is %s', (_stage, Story, text) => {
    render(
      <StoryShell>
        <Story />
      </StoryShell>,
    );
    expect(screen.getByRole('progressbar', { name: text })).not.toHaveAttribute('aria-valuenow');
    expect(screen.getByText(`${text}...`)).toBeInTheDocument();
  });
});
