import { dismissAllToasts, StoryShell, theme } from '@hbc/ui';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { composeStories } from '@storybook/react-vite';
import { pngFile } from '../../testing/sample-files';
import * as stories from './ImagemapEditor.stories';

const {
  Empty,
  Filled,
  WideImage,
  MissingImageError,
  MissingLinkAndTextError,
  InvalidLinkError,
  TooLongError,
  LongAltText,
  EightActions,
  ReadOnly,
} = composeStories(stories);

const action = (n: number) => screen.getByRole('group', { name: `การกระทำที่ ${n}` });
const actions = () => screen.queryAllByRole('group', { name: /^การกระทำที่/ });

afterEach(dismissAllToasts);

describe('ImagemapEditor', () => {
  it('starts with the rich image uploader and one link action covering the default 240 x 240 area', () => {
    render(
      <StoryShell>
        <Empty />
      </StoryShell>,
    );
    expect(
      within(screen.getByRole('group', { name: 'รูปภาพ' })).getByText('อัพโหลดรูปภาพ'),
    ).toBeInTheDocument();
    expect(actions()).toHaveLength(1);
    expect(within(action(1)).getByRole('combobox', { name: 'ประเภท' })).toHaveTextContent('ลิงก์');
    const values = ['ตำแหน่ง X', 'ตำแหน่ง Y', 'ความกว้าง', 'ความสูง'].map((name) =>
      within(action(1)).getByRole('slider', { name }).getAttribute('aria-valuenow'),
    );
    expect(values).toEqual(['0', '0', '240', '240']);
  });

  it('heads its action list (h4) and each action (h5) one level below the message card (h3)', () => {
    render(
      <StoryShell>
        <Filled />
      </StoryShell>,
    );
    expect(screen.getByRole('heading', { level: 4, name: 'การกระทำ (3/8)' })).toBeInTheDocument();
    expect(
      screen.getAllByRole('heading', { level: 5 }).map((heading) => heading.textContent),
    ).toEqual(['การกระทำที่ 1', 'การกระทำที่ 2', 'การกระทำที่ 3']);
  });

  it('bounds x and width by the image width and y and height by its height', () => {
    render(
      <StoryShell>
        <WideImage />
      </StoryShell>,
    );
    const slider = (name: string) => within(action(1)).getByRole('slider', { name });
    expect(slider('ตำแหน่ง X')).toHaveAttribute('aria-valuemax', '1040');
    expect(slider('ความกว้าง')).toHaveAttribute('aria-valuemax', '1040');
    expect(slider('ตำแหน่ง Y')).toHaveAttribute('aria-valuemax', '520');
    expect(slider('ความสูง')).toHaveAttribute('aria-valuemax', '520');
  });

  it('moves an area in steps of 10 and shows the number', async () => {
    const user = userEvent.setup();
    render(
      <StoryShell>
        <Filled />
      </StoryShell>,
    );
    const x = within(action(2)).getByRole('slider', { name: 'ตำแหน่ง X' });
    expect(x).toHaveAttribute('aria-valuenow', '520');
    act(() => x.focus());
    await user.keyboard('{ArrowRight}');
    expect(x).toHaveAttribute('aria-valuenow', '530');
    expect(within(action(2)).getByText('530')).toBeInTheDocument();
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(x).toHaveAttribute('aria-valuenow', '510');
  });

  it('switches an action between link and text', async () => {
    const user = userEvent.setup();
    render(
      <StoryShell>
        <Empty />
      </StoryShell>,
    );
    expect(within(action(1)).getByRole('textbox', { name: 'ลิงก์' })).toBeInTheDocument();
    await user.click(within(action(1)).getByRole('combobox', { name: 'ประเภท' }));
    await user.click(screen.getByRole('option', { name: 'ข้อความ' }));
    expect(within(action(1)).getByRole('textbox', { name: 'ข้อความ' })).toBeInTheDocument();
    expect(within(action(1)).queryByRole('textbox', { name: 'ลิงก์' })).not.toBeInTheDocument();
  });

  it('adds and deletes actions', async () => {
    const user = userEvent.setup();
    render(
      <StoryShell>
        <Filled />
      </StoryShell>,
    );
    expect(actions()).toHaveLength(3);
    await user.click(screen.getByRole('button', { name: 'เพิ่มการกระทำ' }));
    expect(actions()).toHaveLength(4);
    await user.click(screen.getByRole('button', { name: 'ลบการกระทำที่ 1' }));
    expect(actions()).toHaveLength(3);
    expect(within(action(1)).getByRole('slider', { name: 'ตำแหน่ง X' })).toHaveAttribute(
      'aria-valuenow',
      '520',
    );
  });

  it('refuses a 9th action with a toast', async () => {
    const user = userEvent.setup();
    render(
      <StoryShell>
        <EightActions />
      </StoryShell>,
    );
    expect(actions()).toHaveLength(8);
    await user.click(screen.getByRole('button', { name: 'เพิ่มการกระทำ' }));
    expect(screen.getByText('เพิ่มการกระทำได้สูงสุด 8 รายการ')).toBeInTheDocument();
    expect(actions()).toHaveLength(8);
  });

  it('requires the base image once saved', () => {
    render(
      <StoryShell>
        <MissingImageError />
      </StoryShell>,
    );
    expect(
      within(screen.getByRole('group', { name: 'รูปภาพ' })).getByText('กรุณาอัพโหลดรูปภาพ'),
    ).toBeInTheDocument();
  });

  it('requires the link of a link action and the text of a text action', async () => {
    const user = userEvent.setup();
    render(
      <StoryShell>
        <MissingLinkAndTextError />
      </StoryShell>,
    );
    expect(within(action(1)).getByText('กรุณากรอกลิงก์')).toBeInTheDocument();
    expect(within(action(2)).getByText('กรุณากรอกข้อความ')).toBeInTheDocument();
    await user.type(within(action(1)).getByRole('textbox', { name: 'ลิงก์' }), 'https://example.org');
    expect(within(action(1)).queryByText('กรุณากรอกลิงก์')).not.toBeInTheDocument();
  });

  it('asks to fix a link with spaces or another protocol', async () => {
    const user = userEvent.setup();
    render(
      <StoryShell>
        <InvalidLinkError />
      </StoryShell>,
    );
    const link = within(action(1)).getByRole('textbox', { name: 'ลิงก์' });
    expect(within(action(1)).getByText('กรุณาแก้ไขลิงก์')).toBeInTheDocument();
    await user.clear(link);
    await user.type(link, 'tel:1669');
    expect(within(action(1)).queryByText('กรุณาแก้ไขลิงก์')).not.toBeInTheDocument();
  });

  it('limits the link field to 50 characters and the action text to 50', async () => {
    const user = userEvent.setup();
    render(
      <StoryShell>
        <TooLongError />
      </StoryShell>,
    );
    const link = within(action(1)).getByRole('textbox', { name: 'ลิงก์' });
    expect(link).not.toHaveAttribute('maxlength');
    expect(link).toHaveValue(`https://example.org/${'a'.repeat(40)}`);
    expect(within(action(1)).getByText('60/50')).toHaveStyle({ color: theme.palette.error.main });
    expect(within(action(1)).getByText('ต้องไม่เกิน 50 ตัวอักษร')).toBeInTheDocument();
    expect(within(action(2)).getByText('ต้องไม่เกิน 50 ตัวอักษร')).toBeInTheDocument();
    await user.type(within(action(2)).getByRole('textbox', { name: 'ข้อความ' }), '{Backspace}');
    expect(within(action(2)).queryByText('ต้องไม่เกิน 50 ตัวอักษร')).not.toBeInTheDocument();
  });

  it('edits the notification text, starting from the format name', async () => {
    const user = userEvent.setup();
    render(
      <StoryShell>
        <Empty />
      </StoryShell>,
    );
    const alt = screen.getByRole('textbox', { name: 'ข้อความแจ้งเตือน' });
    expect(alt).toHaveValue('ริชเมสเสจ');
    expect(screen.getByText('9/400')).toBeInTheDocument();
    await user.clear(alt);
    await user.type(alt, 'เชิญฉีดวัคซีน');
    expect(alt).toHaveValue('เชิญฉีดวัคซีน');
    expect(screen.getByText('13/400')).toBeInTheDocument();
  });

  it('keeps a notification text over 400 characters whole and shows it as too long', () => {
    render(
      <StoryShell>
        <LongAltText />
      </StoryShell>,
    );
    const alt = screen.getByRole('textbox', { name: 'ข้อความแจ้งเตือน' });
    expect(alt).toHaveValue(`${'ก'.repeat(400)}ท้าย`);
    expect(alt).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('ข้อความแจ้งเตือนต้องไม่เกิน 400 ตัวอักษร')).toBeInTheDocument();
    expect(screen.getByText('404/400')).toHaveStyle({ color: theme.palette.error.main });
  });

  it('takes the size of an uploaded image as its base size, keeping the default 240 x 240 area', async () => {
    const RealImage = window.Image;
    class LoadedImage {
      onload: (() => void) | null = null;
      naturalWidth = 0;
      naturalHeight = 0;
      set src(_url: string) {
        this.naturalWidth = 1040;
        this.naturalHeight = 700;
        setTimeout(() => this.onload?.(), 0);
      }
    }
    window.Image = LoadedImage as unknown as typeof Image;
    try {
      const user = userEvent.setup();
      render(
        <StoryShell>
          <Empty />
        </StoryShell>,
      );
      await user.upload(screen.getByLabelText('อัพโหลดรูปภาพ'), pngFile(1040, 700));
      const width = within(action(1)).getByRole('slider', { name: 'ความกว้าง' });
      await screen.findByRole('img', { name: 'รูปภาพ' });
      await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
      expect(width).toHaveAttribute('aria-valuemax', '1040');
      expect(within(action(1)).getByRole('slider', { name: 'ความสูง' })).toHaveAttribute(
        'aria-valuemax',
        '700',
      );
      const area = (n: number) =>
        ['ตำแหน่ง X', 'ตำแหน่ง Y', 'ความกว้าง', 'ความสูง'].map((name) =>
          within(action(n)).getByRole('slider', { name }).getAttribute('aria-valuenow'),
        );
      expect(area(1)).toEqual(['0', '0', '240', '240']);
      // A new action keeps the spec's default too: a link covering 240 x 240 at 0, 0.
      await user.click(screen.getByRole('button', { name: 'เพิ่มการกระทำ' }));
      expect(area(2)).toEqual(['0', '0', '240', '240']);
      expect(within(action(2)).getByRole('combobox', { name: 'ประเภท' })).toHaveTextContent('ลิงก์');
    } finally {
      window.Image = RealImage;
    }
  });

  it('hides every edit control when read-only', () => {
    render(
      <StoryShell>
        <ReadOnly />
      </StoryShell>,
    );
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(actions()).toHaveLength(2);
    expect(within(action(1)).getByRole('textbox', { name: 'ลิงก์' })).toHaveAttribute('readonly');
    for (const slider of screen.getAllByRole('slider')) expect(slider).toBeDisabled();
    expect(within(action(1)).getByRole('combobox', { name: 'ประเภท' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  });
});
