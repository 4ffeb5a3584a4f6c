import { dismissAllToasts, StoryShell } from '@hbc/ui';
import { render, screen, waitFor } from '@testing-library/react';
import { composeStories } from '@storybook/react-vite';
import * as stories from './GeneralImageUploader.stories';
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
  WrongDimensions,
  NotSquare,
  UploadFails,
  ReadOnly,
} = composeStories(stories);

beforeEach(dismissAllToasts);

describe('GeneralImageUploader', () => {
  it('offers PNG, JPG or JPEG up to 100 MB by default', () => {
    render(
      <StoryShell>
        <Empty />
      </StoryShell>,
    );
    expect(screen.getByRole('button', { name: 'อัพโหลดรูปภาพ' })).toBeInTheDocument();
    expect(screen.getByText('PNG, JPG หรือ JPEG ไม่เกิน 100 MB')).toBeInTheDocument();
  });

  it('names the required size and ratio', () => {
    render(
      <StoryShell>
        <Empty width={1040} height={1040} ratio="1:1" />
      </StoryShell>,
    );
    expect(
      screen.getByText('PNG, JPG หรือ JPEG ไม่เกิน 100 MB ขนาด 1040 x 1040 พิกเซล อัตราส่วน 1:1'),
    ).toBeInTheDocument();
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

  it('uploads an image of the required size and shows it', async () => {
    const onChange = jest.fn();
    const upload = jest.fn(createMemoryUploadFn());
    const { container } = render(
      <StoryShell>
        <WrongDimensions upload={upload} onChange={onChange} />
      </StoryShell>,
    );
    await chooseFile(container, choices.jpeg(1040, 1040));
    expect(await screen.findByRole('img', { name: 'โลโก้หน่วยบริการ' })).toBeInTheDocument();
    expect(upload).toHaveBeenCalledWith(
      expect.any(File),
      expect.objectContaining({ product: 'image' }),
    );
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('shows the image with change and delete buttons when filled', () => {
    render(
      <StoryShell>
        <Filled />
      </StoryShell>,
    );
    expect(screen.getByRole('img', { name: 'โลโก้หน่วยบริการ' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'เปลี่ยนไฟล์' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'ลบ' })).toBeInTheDocument();
  });

  it('refuses other files in the general wording', async () => {
    const { container } = render(
      <StoryShell>
        <WrongType />
      </StoryShell>,
    );
    await WrongType.play?.({ canvasElement: container });
    await expectRefused('รูปภาพต้องเป็นไฟล์นามสกุล PNG, JPG และ JPEG เท่านั้น.');
  });

  it('refuses a file over the size prop', async () => {
    const { container } = render(
      <StoryShell>
        <TooLarge />
      </StoryShell>,
    );
    await TooLarge.play?.({ canvasElement: container });
    await expectRefused('อัพโหลดรูปภาพได้ไม่เกิน 1 MB');
  });

  it('refuses other dimensions than the required ones', async () => {
    const { container } = render(
      <StoryShell>
        <WrongDimensions />
      </StoryShell>,
    );
    await WrongDimensions.play?.({ canvasElement: container });
    await expectRefused('รูปภาพต้องมีขนาด กว้าง 1040 x สูง 1040 พิกเซล');
  });

  it('refuses an image that is not 1:1', async () => {
    const { container } = render(
      <StoryShell>
        <NotSquare />
      </StoryShell>,
    );
    await NotSquare.play?.({ canvasElement: container });
    await expectRefused('รูปภาพต้องมีขนาดความกว้างและความสูงที่เท่ากัน');
  });

  it("toasts 'System Error!!!' on a 500 and stays silent on a 401", async () => {
    const first = render(
      <StoryShell>
        <UploadFails upload={createMemoryUploadFn({ failWith: 500 })} />
      </StoryShell>,
    );
    await UploadFails.play?.({ canvasElement: first.container });
    expect(await screen.findByRole('alert')).toHaveTextContent('System Error!!!');
    first.unmount();
    dismissAllToasts();

    const upload = jest.fn(createMemoryUploadFn({ failWith: 401 }));
    const second = render(
      <StoryShell>
        <UploadFails upload={upload} />
      </StoryShell>,
    );
    await UploadFails.play?.({ canvasElement: second.container });
    await waitFor(() => expect(upload).toHaveBeenCalled());
    await waitFor(() => expect(screen.queryByRole('progressbar')).not.toBeInTheDocument());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows the image and nothing editable when read-only', () => {
    const { container } = render(
      <StoryShell>
        <ReadOnly />
      </StoryShell>,
    );
    expect(screen.getByRole('img', { name: 'โลโก้หน่วยบริการ' })).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(container.querySelector('input')).toBeNull();
  });
});
