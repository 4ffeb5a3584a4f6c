import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { composeStories } from '@storybook/react-vite';
import { StoryShell } from '@hbc/ui';
import * as stories from './UploaderView.stories';

const { Empty, Checking, Uploading, Filled, Replacing, Refused, Required, Disabled, DisabledEmpty, WithGuide } =
  composeStories(stories);
const ERROR_RED = 'rgb(211, 47, 47)';

describe('UploaderView', () => {
  it('offers a file dialog and names the accepted files while empty', () => {
    render(<StoryShell><Empty /></StoryShell>);
    const group = screen.getByRole('group', { name: 'รูปภาพปก' });
    expect(within(group).getByRole('button', { name: 'อัพโหลดรูปภาพ' })).toBeInTheDocument();
    expect(within(group).getByText('PNG หรือ JPEG ไม่เกิน 5 MB')).toBeInTheDocument();
    expect(within(group).getByRole('button').closest('div[class*="MuiBox"]')).not.toHaveStyle({ borderColor: ERROR_RED });
  });

  it('shows only the spinner while checking or uploading', () => {
    const { unmount } = render(<StoryShell><Checking /></StoryShell>);
    expect(screen.getByRole('progressbar', { name: 'กำลังตรวจสอบไฟล์' })).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    unmount();
    render(<StoryShell><Uploading /></StoryShell>);
    expect(screen.getByRole('progressbar', { name: 'กำลังอัพโหลด' })).toBeInTheDocument();
    expect(screen.getByText('35%')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('shows the media with change and delete buttons once filled', async () => {
    const onRemove = jest.fn();
    render(<StoryShell><Filled onRemove={onRemove} /></StoryShell>);
    expect(screen.getByRole('img', { name: 'รูปภาพปก' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'เปลี่ยนไฟล์' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'ลบ' }));
    expect(onRemove).toHaveBeenCalled();
  });

  it('keeps the media under the spinner while a replacement uploads, without buttons', () => {
    render(<StoryShell><Replacing /></StoryShell>);
    expect(screen.getByRole('img', { name: 'รูปภาพปก' })).toBeInTheDocument();
    expect(screen.getByRole('progressbar')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('shows why a file was refused, in a red frame', () => {
    render(<StoryShell><Refused /></StoryShell>);
    expect(screen.getByText('อัพโหลดรูปภาพได้ไม่เกิน 5 MB')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'อัพโหลดรูปภาพ' }).closest('div[class*="MuiBox"]')).toHaveStyle({
      borderColor: ERROR_RED,
    });
  });

  it('outlines a required field in red with its helper text', () => {
    render(<StoryShell><Required /></StoryShell>);
    expect(screen.getByText('กรุณาอัพโหลดรูปภาพ')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'อัพโหลดรูปภาพ' }).closest('div[class*="MuiBox"]')).toHaveStyle({
      borderColor: ERROR_RED,
    });
  });

  it('shows the media and nothing to edit when disabled', () => {
    const { container } = render(<StoryShell><Disabled /></StoryShell>);
    expect(screen.getByRole('img', { name: 'รูปภาพปก' })).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(container.querySelector('input')).toBeNull();
  });

  it('says there is no file when disabled and empty', () => {
    render(<StoryShell><DisabledEmpty /></StoryShell>);
    expect(screen.getByText('ยังไม่มีไฟล์')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('shows the guide it is given', () => {
    render(<StoryShell><WithGuide /></StoryShell>);
    expect(screen.getByText(/เว้นพื้นที่สีขาวขนาด 200 x 200 px/)).toBeInTheDocument();
  });
});
