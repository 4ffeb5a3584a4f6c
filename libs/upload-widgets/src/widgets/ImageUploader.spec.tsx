import { dismissAllToasts, StoryShell } from '@hbc/ui';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { composeStories } from '@storybook/react-vite';
import * as stories from './ImageUploader.stories';
import { chooseFile } from '../testing/choose-file';
import { choices } from '../testing/sample-choices';
import { expectRefused } from '../testing/expect-refused';
import { createMemoryUploadFn } from '../upload/memory-upload';
import type { UploadFn } from '../upload/upload-fn';

const {
  Empty,
  Uploading,
  Filled,
  SquareCard,
  WrongType,
  TooLarge,
  NotSquare,
  UploadFails,
  SessionExpired,
  ReadOnly,
} = composeStories(stories);

beforeEach(dismissAllToasts);

describe('ImageUploader', () => {
  it('offers to upload a PNG or JPEG of at most 5 MB', () => {
    render(
      <StoryShell>
        <Empty />
      </StoryShell>,
    );
    expect(screen.getByRole('button', { name: 'อัพโหลดรูปภาพ' })).toBeInTheDocument();
    expect(screen.getByText('PNG หรือ JPEG ไม่เกิน 5 MB')).toBeInTheDocument();
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

  it('shows the percentage the upload reports', async () => {
    const upload: UploadFn = (_file, options) => {
      options?.onProgress?.(0.4);
      return new Promise<string>(() => undefined);
    };
    const { container } = render(
      <StoryShell>
        <Uploading upload={upload} />
      </StoryShell>,
    );
    await Uploading.play?.({ canvasElement: container });
    expect(await screen.findByText('40%')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'กำลังอัพโหลด' })).toHaveAttribute(
      'aria-valuenow',
      '40',
    );
  });

  it('shows the image after upload and reports its URL', async () => {
    const onChange = jest.fn();
    const onUploaded = jest.fn();
    const upload = jest.fn(createMemoryUploadFn());
    const { container } = render(
      <StoryShell>
        <Empty upload={upload} onChange={onChange} onUploaded={onUploaded} />
      </StoryShell>,
    );
    await chooseFile(container, choices.png(480, 270));
    const image = await screen.findByRole('img', { name: 'รูปภาพปก' });
    expect(image.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
    expect(onChange).toHaveBeenCalledWith(image.getAttribute('src'));
    expect(onUploaded).toHaveBeenCalledTimes(1);
    expect(upload).toHaveBeenCalledWith(
      expect.any(File),
      expect.objectContaining({ product: 'image' }),
    );
    expect(screen.getByRole('button', { name: 'เปลี่ยนไฟล์' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'ลบ' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('uploads square card images as the card product', async () => {
    const upload = jest.fn(createMemoryUploadFn());
    const { container } = render(
      <StoryShell>
        <NotSquare upload={upload} />
      </StoryShell>,
    );
    await chooseFile(container, choices.png(300, 300));
    await waitFor(() =>
      expect(upload).toHaveBeenCalledWith(
        expect.any(File),
        expect.objectContaining({ product: 'card' }),
      ),
    );
  });

  it('removes the image', async () => {
    const onChange = jest.fn();
    render(
      <StoryShell>
        <Filled onChange={onChange} />
      </StoryShell>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'ลบ' }));
    expect(onChange).toHaveBeenCalledWith(null);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'อัพโหลดรูปภาพ' })).toBeInTheDocument();
  });

  it('shows a square card image', () => {
    render(
      <StoryShell>
        <SquareCard />
      </StoryShell>,
    );
    expect(screen.getByRole('img', { name: 'รูปภาพการ์ด' })).toHaveStyle({
      width: '200px',
      height: '200px',
    });
  });

  it('refuses a file that is not PNG or JPEG, whatever its name says, and does not upload it', async () => {
    const upload = jest.fn(createMemoryUploadFn());
    const onChange = jest.fn();
    const { container } = render(
      <StoryShell>
        <WrongType upload={upload} onChange={onChange} />
      </StoryShell>,
    );
    await WrongType.play?.({ canvasElement: container });
    await expectRefused('รูปภาพต้องเป็นไฟล์ PNG หรือ JPEG เท่านั้น');
    expect(upload).not.toHaveBeenCalled();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('refuses a file one byte over 5 MB', async () => {
    const { container } = render(
      <StoryShell>
        <TooLarge />
      </StoryShell>,
    );
    await TooLarge.play?.({ canvasElement: container });
    await expectRefused('อัพโหลดรูปภาพได้ไม่เกิน 5 MB');
  });

  it('accepts a file of exactly 5 MB', async () => {
    const onChange = jest.fn();
    const { container } = render(
      <StoryShell>
        <Empty upload={createMemoryUploadFn()} onChange={onChange} />
      </StoryShell>,
    );
    await chooseFile(container, choices.pngOfSize(480, 270, 5_000_000));
    await waitFor(() => expect(onChange).toHaveBeenCalled());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('refuses a card image that is not square', async () => {
    const { container } = render(
      <StoryShell>
        <NotSquare />
      </StoryShell>,
    );
    await NotSquare.play?.({ canvasElement: container });
    await expectRefused('รูปภาพต้องมีขนาดความกว้างและความสูงที่เท่ากัน');
  });

  it("toasts 'System Error!!!' when the upload fails", async () => {
    const onChange = jest.fn();
    const { container } = render(
      <StoryShell>
        <UploadFails upload={createMemoryUploadFn({ failWith: 500 })} onChange={onChange} />
      </StoryShell>,
    );
    await UploadFails.play?.({ canvasElement: container });
    expect(await screen.findByRole('alert')).toHaveTextContent('System Error!!!');
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('stays silent on a 401', async () => {
    const upload = jest.fn(createMemoryUploadFn({ failWith: 401 }));
    const { container } = render(
      <StoryShell>
        <SessionExpired upload={upload} />
      </StoryShell>,
    );
    await SessionExpired.play?.({ canvasElement: container });
    await waitFor(() => expect(upload).toHaveBeenCalled());
    await waitFor(() => expect(screen.queryByRole('progressbar')).not.toBeInTheDocument());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'อัพโหลดรูปภาพ' })).toBeInTheDocument();
  });

  it('shows the image and nothing editable when read-only, without an upload function', () => {
    const { container } = render(
      <StoryShell>
        <ReadOnly />
      </StoryShell>,
    );
    expect(screen.getByRole('img', { name: 'รูปภาพปก' })).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(container.querySelector('input')).toBeNull();
  });
});
