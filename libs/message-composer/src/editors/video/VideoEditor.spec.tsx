import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { composeStories } from '@storybook/react-vite';
import { StoryShell } from '@hbc/ui';
import { mp4File, pngFile } from '../../testing/sample-files';
import * as stories from './VideoEditor.stories';

const { Empty, Filled, MissingBothError, MissingCoverError, MissingVideoError, ReadOnly } =
  composeStories(stories);

const group = (name: string) => screen.getByRole('group', { name });

describe('VideoEditor', () => {
  it('offers a video uploader and a cover uploader, with no error before Save', () => {
    render(
      <StoryShell>
        <Empty />
      </StoryShell>,
    );
    expect(within(group('ไฟล์วิดีโอ')).getByText('อัพโหลดวิดีโอ')).toBeInTheDocument();
    expect(within(group('รูปภาพหน้าปก')).getByText('อัพโหลดรูปภาพ')).toBeInTheDocument();
    expect(screen.queryByText('กรุณาอัพโหลดไฟล์วิดีโอ')).not.toBeInTheDocument();
  });

  it('requires both the video and the cover once saved', () => {
    render(
      <StoryShell>
        <MissingBothError />
      </StoryShell>,
    );
    expect(within(group('ไฟล์วิดีโอ')).getByText('กรุณาอัพโหลดไฟล์วิดีโอ')).toBeInTheDocument();
    expect(within(group('รูปภาพหน้าปก')).getByText('กรุณาอัพโหลดรูปภาพหน้าปก')).toBeInTheDocument();
  });

  it('asks only for the missing cover', () => {
    render(
      <StoryShell>
        <MissingCoverError />
      </StoryShell>,
    );
    expect(screen.getByText('กรุณาอัพโหลดรูปภาพหน้าปก')).toBeInTheDocument();
    expect(screen.queryByText('กรุณาอัพโหลดไฟล์วิดีโอ')).not.toBeInTheDocument();
  });

  it('asks only for the missing video', () => {
    render(
      <StoryShell>
        <MissingVideoError />
      </StoryShell>,
    );
    expect(screen.getByText('กรุณาอัพโหลดไฟล์วิดีโอ')).toBeInTheDocument();
    expect(screen.queryByText('กรุณาอัพโหลดรูปภาพหน้าปก')).not.toBeInTheDocument();
  });

  it('clears the highlights as the files are uploaded', async () => {
    const user = userEvent.setup();
    render(
      <StoryShell>
        <MissingBothError />
      </StoryShell>,
    );
    await user.upload(within(group('ไฟล์วิดีโอ')).getByLabelText('อัพโหลดวิดีโอ'), mp4File());
    expect(await screen.findByLabelText('ไฟล์วิดีโอ', { selector: 'video' })).toBeInTheDocument();
    expect(screen.queryByText('กรุณาอัพโหลดไฟล์วิดีโอ')).not.toBeInTheDocument();
    await user.upload(
      within(group('รูปภาพหน้าปก')).getByLabelText('อัพโหลดรูปภาพ'),
      pngFile(1040, 585),
    );
    expect(await screen.findByRole('img', { name: 'รูปภาพหน้าปก' })).toBeInTheDocument();
    expect(screen.queryByText('กรุณาอัพโหลดรูปภาพหน้าปก')).not.toBeInTheDocument();
  });

  it('shows both files with change and delete buttons', () => {
    render(
      <StoryShell>
        <Filled />
      </StoryShell>,
    );
    expect(screen.getByRole('img', { name: 'รูปภาพหน้าปก' })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'ลบ' })).toHaveLength(2);
  });

  it('shows the files without any control when read-only', () => {
    render(
      <StoryShell>
        <ReadOnly />
      </StoryShell>,
    );
    expect(screen.getByRole('img', { name: 'รูปภาพหน้าปก' })).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByText('เปลี่ยนไฟล์')).not.toBeInTheDocument();
  });
});
