import type { ReactElement } from 'react';
import { render, screen } from '@testing-library/react';
import { composeStories } from '@storybook/react-vite';
import { StoryShell } from '@hbc/ui';
import * as stories from './ImportProgress.stories';

const { Uploading, Running, WithDetail } = composeStories(stories);

const show = (story: ReactElement) => render(<StoryShell>{story}</StoryShell>);

describe('ImportProgress', () => {
  it('fills with the share done and says it', () => {
    show(<Uploading />);

    const bar = screen.getByRole('progressbar', { name: 'กำลังอัปโหลดไฟล์' });
    expect(bar).toHaveAttribute('aria-valuenow', '40');
    expect(screen.getByText('กำลังอัปโหลดไฟล์ 40%')).toBeInTheDocument();
  });

  it('runs without a share when how far is not known', () => {
    show(<Running />);

    expect(screen.getByRole('progressbar', { name: 'กำลังตรวจสอบข้อมูลในไฟล์' })).not.toHaveAttribute(
      'aria-valuenow',
    );
    expect(screen.getByText('กำลังตรวจสอบข้อมูลในไฟล์...')).toBeInTheDocument();
  });

  it('says the detail under the bar', () => {
    show(<WithDetail />);

    expect(screen.getByRole('progressbar', { name: 'กำลังนำเข้าข้อมูล' })).toHaveAttribute(
      'aria-valuenow',
      '40',
    );
    expect(screen.getByText('นำเข้าแล้ว 1,000 จาก 2,500 แถว')).toBeInTheDocument();
  });
});
