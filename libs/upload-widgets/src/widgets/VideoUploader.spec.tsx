import { dismissAllToasts, StoryShell } from '@hbc/ui';
import { render, screen, waitFor } from '@testing-library/react';
import { composeStories } from '@storybook/react-vite';
import * as stories from './VideoUploader.stories';
import { chooseFile } from '../testing/choose-file';
import { expectRefused } from '../testing/expect-refused';
import { choices } from '../testing/sample-choices';
import { createMemoryUploadFn } from '../upload/memory-upload';

const { Empty, Uploading, Filled, WrongType, TooLarge, UploadFails, Required, ReadOnly } =
  composeStories(stories);

beforeEach(dismissAllToasts);

describe('VideoUploader', () => {
  it('offers to upload an MP4 of at most 10 MB', () => {
    render(
      <StoryShell>
        <Empty />
      </StoryShell>,
    );
    expect(screen.getByRole('button', { name: 'อัพโหลดวิดีโอ' })).toBeInTheDocument();
    expect(screen.getByText('MP4 ไม่เกิน 10 MB')).toBeInTheDocument();
    expect(screen.getByLabelText('อัพโหลดวิดีโอ')).toHaveAttribute('accept', 'video/mp4');
  });

  it('shows the spinner while uploading', async () => {
    const { container } = render(
      <StoryShell>
        <Uploading />
      </StoryShell>,
    );
    await Uploading.play?.({ canvasElement: container });
    expect(await screen.findByRole('progressbar', { name: 'กำลังอัพโหลด' })).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('uploads an MP4 of exactly 10 MB as the video product and shows it', async () => {
    const onChange = jest.fn();
    const onUploaded = jest.fn();
    const upload = jest.fn(createMemoryUploadFn());
    const { container } = render(
      <StoryShell>
        <Empty upload={upload} onChange={onChange} onUploaded={onUploaded} />
      </StoryShell>,
    );
    const file = choices.mp4OfSize(10_000_000);
    await chooseFile(container, file);
    const video = await screen.findByLabelText('วิดีโอ', { selector: 'video' });
    expect(video.tagName).toBe('VIDEO');
    expect(video.getAttribute('src')).toMatch(/^data:video\/mp4;base64,/);
    expect(upload).toHaveBeenCalledWith(file, expect.objectContaining({ product: 'video' }));
    expect(onUploaded).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'ลบ' })).toBeInTheDocument();
  });

  it('shows the video with change and delete buttons when filled', () => {
    render(
      <StoryShell>
        <Filled />
      </StoryShell>,
    );
    expect(screen.getByLabelText('วิดีโอ', { selector: 'video' }).tagName).toBe('VIDEO');
    expect(screen.getByRole('button', { name: 'เปลี่ยนไฟล์' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'ลบ' })).toBeInTheDocument();
  });

  it('refuses a file that is not MP4, even named clip.mp4', async () => {
    const upload = jest.fn(createMemoryUploadFn());
    const { container } = render(
      <StoryShell>
        <WrongType upload={upload} />
      </StoryShell>,
    );
    await WrongType.play?.({ canvasElement: container });
    await expectRefused('วิดีโอต้องเป็นไฟล์ MP4 เท่านั้น');
    expect(upload).not.toHaveBeenCalled();
  });

  it('refuses a video one byte over 10 MB', async () => {
    const { container } = render(
      <StoryShell>
        <TooLarge />
      </StoryShell>,
    );
    await TooLarge.play?.({ canvasElement: container });
    await expectRefused('อัพโหลดวิดีโอได้ไม่เกิน 10 MB');
  });

  it('follows a smaller limit given as maxMb', async () => {
    const { container } = render(
      <StoryShell>
        <Empty maxMb={1} />
      </StoryShell>,
    );
    await chooseFile(container, choices.mp4OfSize(1_000_001));
    await expectRefused('อัพโหลดวิดีโอได้ไม่เกิน 1 MB');
  });

  it("toasts 'System Error!!!' when the upload fails", async () => {
    const { container } = render(
      <StoryShell>
        <UploadFails upload={createMemoryUploadFn({ failWith: 500 })} />
      </StoryShell>,
    );
    await UploadFails.play?.({ canvasElement: container });
    expect(await screen.findByRole('alert')).toHaveTextContent('System Error!!!');
  });

  it('stays silent on a 401', async () => {
    const upload = jest.fn(createMemoryUploadFn({ failWith: 401 }));
    const { container } = render(
      <StoryShell>
        <UploadFails upload={upload} />
      </StoryShell>,
    );
    await UploadFails.play?.({ canvasElement: container });
    await waitFor(() => expect(upload).toHaveBeenCalled());
    await waitFor(() => expect(screen.queryByRole('progressbar')).not.toBeInTheDocument());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows the helper text of a required field', () => {
    render(
      <StoryShell>
        <Required />
      </StoryShell>,
    );
    expect(screen.getByText('กรุณาอัพโหลดวิดีโอ')).toBeInTheDocument();
  });

  it('shows the video and nothing editable when read-only', () => {
    const { container } = render(
      <StoryShell>
        <ReadOnly />
      </StoryShell>,
    );
    expect(screen.getByLabelText('วิดีโอ', { selector: 'video' }).tagName).toBe('VIDEO');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(container.querySelector('input')).toBeNull();
  });
});
