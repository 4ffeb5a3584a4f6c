import { dismissAllToasts, StoryShell } from '@hbc/ui';
import { render, screen, waitFor } from '@testing-library/react';
import { composeStories } from '@storybook/react-vite';
import * as stories from './RichImageUploader.stories';
import { chooseFile } from '../testing/choose-file';
import { expectRefused } from '../testing/expect-refused';
import { choices } from '../testing/sample-choices';
import { createMemoryUploadFn } from '../upload/memory-upload';

const {
  Empty,
  Uploading,
  Filled,
  WrongType,
  TooLarge,
  WrongWidth,
  TooTall,
  UploadFails,
  Required,
  ReadOnly,
} = composeStories(stories);
const GUIDE = 'ตัวอย่าง: เว้นพื้นที่สีขาวขนาด 200 x 200 px ไว้ด้านล่างของรูปภาพ';
const SIZE_RULE = 'รูปภาพต้องมีความกว้าง 1040 และความสูง 1 - 2040 px';

beforeEach(dismissAllToasts);

describe('RichImageUploader', () => {
  it('shows the sample guide and the limits while empty', () => {
    render(
      <StoryShell>
        <Empty />
      </StoryShell>,
    );
    expect(screen.getByText(GUIDE)).toBeInTheDocument();
    expect(
      screen.getByText('PNG หรือ JPEG ไม่เกิน 5 MB กว้าง 1040 px สูง 1 - 2040 px'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'อัพโหลดรูปภาพ' })).toBeInTheDocument();
  });

  it('shows the spinner while uploading', async () => {
    const { container } = render(
      <StoryShell>
        <Uploading />
      </StoryShell>,
    );
    await Uploading.play?.({ canvasElement: container });
    expect(await screen.findByRole('progressbar', { name: 'กำลังอัพโหลด' })).toBeInTheDocument();
  });

  it.each([
    ['1040 x 1', choices.png(1040, 1)],
    ['1040 x 2040', choices.png(1040, 2040)],
    ['a 1040 x 700 JPEG', choices.jpeg(1040, 700)],
  ])('uploads %s as the imagemap product and shows it', async (_name, file) => {
    const onChange = jest.fn();
    const upload = jest.fn(createMemoryUploadFn());
    const { container } = render(
      <StoryShell>
        <Empty upload={upload} onChange={onChange} />
      </StoryShell>,
    );
    await chooseFile(container, file);
    expect(await screen.findByRole('img', { name: 'รูปภาพริชเมสเสจ' })).toBeInTheDocument();
    expect(upload).toHaveBeenCalledWith(file, expect.objectContaining({ product: 'imagemap' }));
    expect(onChange).toHaveBeenCalledWith(expect.stringMatching(/^data:/));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows the image with change and delete buttons when filled', () => {
    render(
      <StoryShell>
        <Filled />
      </StoryShell>,
    );
    expect(screen.getByRole('img', { name: 'รูปภาพริชเมสเสจ' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'เปลี่ยนไฟล์' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'ลบ' })).toBeInTheDocument();
  });

  it('refuses a file that is not PNG or JPEG', async () => {
    const { container } = render(
      <StoryShell>
        <WrongType />
      </StoryShell>,
    );
    await WrongType.play?.({ canvasElement: container });
    await expectRefused('รูปภาพต้องเป็นไฟล์ PNG หรือ JPEG เท่านั้น');
  });

  it('refuses a file over 5 MB', async () => {
    const { container } = render(
      <StoryShell>
        <TooLarge />
      </StoryShell>,
    );
    await TooLarge.play?.({ canvasElement: container });
    await expectRefused('อัพโหลดรูปภาพได้ไม่เกิน 5 MB');
  });

  it('refuses a width other than 1040', async () => {
    const { container } = render(
      <StoryShell>
        <WrongWidth />
      </StoryShell>,
    );
    await WrongWidth.play?.({ canvasElement: container });
    await expectRefused(SIZE_RULE);
  });

  it('refuses a height over 2040', async () => {
    const upload = jest.fn(createMemoryUploadFn());
    const { container } = render(
      <StoryShell>
        <TooTall upload={upload} />
      </StoryShell>,
    );
    await TooTall.play?.({ canvasElement: container });
    await expectRefused(SIZE_RULE);
    expect(upload).not.toHaveBeenCalled();
  });

  it("toasts 'System Error!!!' when the upload fails", async () => {
    const { container } = render(
      <StoryShell>
        <UploadFails upload={createMemoryUploadFn({ failWith: 502 })} />
      </StoryShell>,
    );
    await UploadFails.play?.({ canvasElement: container });
    expect(await screen.findByRole('alert')).toHaveTextContent('System Error!!!');
    await waitFor(() => expect(screen.queryByRole('progressbar')).not.toBeInTheDocument());
  });

  it('outlines a required field with its helper text', () => {
    render(
      <StoryShell>
        <Required />
      </StoryShell>,
    );
    expect(screen.getByText('กรุณาอัพโหลดรูปภาพ')).toBeInTheDocument();
  });

  it('shows the image, no guide and nothing editable when read-only', () => {
    const { container } = render(
      <StoryShell>
        <ReadOnly />
      </StoryShell>,
    );
    expect(screen.getByRole('img', { name: 'รูปภาพริชเมสเสจ' })).toBeInTheDocument();
    expect(screen.queryByText(GUIDE)).not.toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(container.querySelector('input')).toBeNull();
  });
});
