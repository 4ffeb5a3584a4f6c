import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { composeStories } from '@storybook/react-vite';
import { StoryShell, theme } from '@hbc/ui';
import * as stories from './CardForm.stories';

const {
  ImageOnly,
  WithAction,
  EmptyErrors,
  OnlyCard,
  LongLabel,
  ReadOnly,
  WithTrackingLinks,
  HoldingTrackingLink,
  ReadOnlyTrackingLink,
} = composeStories(stories);

const actionBox = () => screen.getByRole('checkbox', { name: 'เพิ่มปุ่ม' });

describe('CardForm', () => {
  it('adds the label and link fields with the action and removes them without it', async () => {
    const user = userEvent.setup();
    render(
      <StoryShell>
        <ImageOnly />
      </StoryShell>,
    );
    expect(actionBox()).not.toBeChecked();
    expect(screen.queryByRole('textbox', { name: 'ข้อความปุ่ม' })).not.toBeInTheDocument();
    await user.click(actionBox());
    expect(screen.getByRole('textbox', { name: 'ข้อความปุ่ม' })).toHaveValue('');
    expect(screen.getByRole('textbox', { name: 'ลิงก์' })).toHaveValue('');
    await user.click(actionBox());
    expect(screen.queryByRole('textbox', { name: 'ข้อความปุ่ม' })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'ลิงก์' })).not.toBeInTheDocument();
  });

  it('does not take characters typed past 15, and says so under the label until it is edited again', async () => {
    const user = userEvent.setup();
    render(
      <StoryShell>
        <WithAction />
      </StoryShell>,
    );
    const label = screen.getByRole('textbox', { name: 'ข้อความปุ่ม' });
    await user.clear(label);
    await user.type(label, 'ปุ่มยาวมากเกินสิบห้า');
    expect(label).toHaveValue('ปุ่มยาวมากเกินส');
    expect(label).toHaveAttribute('aria-invalid', 'false');
    expect(screen.getByText('15/15')).toBeInTheDocument();
    expect(label).toHaveAccessibleDescription('ต้องไม่เกิน 15 ตัวอักษร 15/15');
    expect(screen.getByRole('status')).toHaveTextContent('ต้องไม่เกิน 15 ตัวอักษร');
    await user.type(label, '{Backspace}');
    expect(label).toHaveValue('ปุ่มยาวมากเกิน');
    expect(screen.queryByText('ต้องไม่เกิน 15 ตัวอักษร')).not.toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.getByText('14/15')).toBeInTheDocument();
  });

  it('cuts a pasted label after its last whole word within 15, and says what was cut', async () => {
    const user = userEvent.setup();
    render(
      <StoryShell>
        <WithAction />
      </StoryShell>,
    );
    const label = screen.getByRole('textbox', { name: 'ข้อความปุ่ม' });
    await user.clear(label);
    await user.paste('ลงทะเบียนรับวัคซีนได้ที่นี่');
    expect(label).toHaveValue('ลงทะเบียนรับ');
    expect(label).toHaveAttribute('aria-invalid', 'false');
    expect(screen.getByText('12/15')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(
      'ตัดข้อความปุ่มให้เหลือไม่เกิน 15 ตัวอักษร: ตัด “วัคซีนได้ที่นี่” ออก',
    );
    await user.type(label, 'ฟรี');
    expect(label).toHaveValue('ลงทะเบียนรับฟรี');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('shows a stored label over 15 characters whole, as too long', () => {
    render(
      <StoryShell>
        <LongLabel />
      </StoryShell>,
    );
    const label = screen.getByRole('textbox', { name: 'ข้อความปุ่ม' });
    expect(label).toHaveValue('ดูรายละเอียดเพิ่มเติมที่นี่');
    expect(label).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('ต้องไม่เกิน 15 ตัวอักษร')).toBeInTheDocument();
    expect(screen.getByText('27/15')).toHaveStyle({ color: theme.palette.error.main });
  });

  it('cuts a stored label over 15 characters at its first edit, and says what was cut', async () => {
    const user = userEvent.setup();
    render(
      <StoryShell>
        <LongLabel />
      </StoryShell>,
    );
    const label = screen.getByRole('textbox', { name: 'ข้อความปุ่ม' });
    await user.type(label, '{Backspace}');
    expect(label).toHaveValue('ดูรายละเอียด');
    expect(label).toHaveAttribute('aria-invalid', 'false');
    expect(screen.getByRole('status')).toHaveTextContent(
      'ตัดข้อความปุ่มให้เหลือไม่เกิน 15 ตัวอักษร: ตัด “เพิ่มเติมที่นี” ออก',
    );
  });

  it('shows the square image of the card', () => {
    render(
      <StoryShell>
        <WithAction />
      </StoryShell>,
    );
    expect(
      within(screen.getByRole('group', { name: 'รูปภาพ' })).getByRole('img', { name: 'รูปภาพ' }),
    ).toBeInTheDocument();
  });

  it('shows the issues of the card under their fields', () => {
    render(
      <StoryShell>
        <EmptyErrors />
      </StoryShell>,
    );
    expect(
      within(screen.getByRole('group', { name: 'รูปภาพ' })).getByText('กรุณาอัพโหลดรูปภาพ'),
    ).toBeInTheDocument();
    expect(screen.getByText('กรุณากรอกข้อความปุ่ม')).toBeInTheDocument();
    expect(screen.getByText('กรุณากรอกลิงก์')).toBeInTheDocument();
  });

  it('asks to delete the card', async () => {
    const user = userEvent.setup();
    render(
      <StoryShell>
        <WithAction />
      </StoryShell>,
    );
    await user.click(screen.getByRole('button', { name: 'ลบการ์ด' }));
    expect(screen.getByText('ขอลบการ์ดที่ 1')).toBeInTheDocument();
  });

  it('cannot delete the last remaining card', () => {
    render(
      <StoryShell>
        <OnlyCard />
      </StoryShell>,
    );
    expect(screen.getByRole('button', { name: 'ลบการ์ด' })).toBeDisabled();
  });

  it('hides every edit control when read-only', () => {
    render(
      <StoryShell>
        <ReadOnly />
      </StoryShell>,
    );
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(actionBox()).toBeDisabled();
    expect(screen.getByRole('textbox', { name: 'ข้อความปุ่ม' })).toHaveAttribute('readonly');
    expect(screen.getByRole('textbox', { name: 'ลิงก์' })).toHaveAttribute('readonly');
  });

  it('offers no tracking link where the host has none', () => {
    render(
      <StoryShell>
        <WithAction />
      </StoryShell>,
    );
    expect(screen.queryByRole('button', { name: 'ใช้ลิงก์ติดตาม' })).not.toBeInTheDocument();
  });

  it('puts a chosen tracking link in the link field and names it', async () => {
    const user = userEvent.setup();
    render(
      <StoryShell>
        <WithTrackingLinks />
      </StoryShell>,
    );
    await user.click(screen.getByRole('button', { name: 'ใช้ลิงก์ติดตาม' }));
    const dialog = await screen.findByRole('dialog', { name: 'เลือกลิงก์ติดตาม' });
    await user.click(await within(dialog).findByRole('button', { name: /ตรวจคัดกรองเบาหวาน/ }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('textbox', { name: 'ลิงก์' })).toHaveValue(
      'https://hbc.example/t/Db4nR8sT1c',
    );
    expect(screen.getByText('ลิงก์ติดตาม: ตรวจคัดกรองเบาหวาน')).toBeInTheDocument();
  });

  it('creates a tracking link to where the card led, and uses it', async () => {
    const user = userEvent.setup();
    render(
      <StoryShell>
        <WithTrackingLinks />
      </StoryShell>,
    );
    await user.click(screen.getByRole('button', { name: 'ใช้ลิงก์ติดตาม' }));
    const dialog = await screen.findByRole('dialog', { name: 'เลือกลิงก์ติดตาม' });
    const form = within(dialog).getByRole('form', { name: 'สร้างลิงก์ติดตามใหม่' });
    expect(within(form).getByRole('textbox', { name: 'ลิงก์ปลายทาง' })).toHaveValue(
      'https://example.org/a',
    );
    await user.type(within(form).getByRole('textbox', { name: 'ชื่อลิงก์' }), 'รายละเอียดการ์ด');
    await user.click(within(form).getByRole('button', { name: 'สร้างและใช้ลิงก์นี้' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('textbox', { name: 'ลิงก์' })).toHaveValue(
      'https://hbc.example/t/New0000001',
    );
    expect(screen.getByText('ลิงก์ติดตาม: รายละเอียดการ์ด')).toBeInTheDocument();
  });

  it('names the tracking link the card already holds', async () => {
    render(
      <StoryShell>
        <HoldingTrackingLink />
      </StoryShell>,
    );
    expect(await screen.findByText('ลิงก์ติดตาม: นัดฉีดวัคซีนไข้หวัดใหญ่')).toBeInTheDocument();
  });

  it('keeps naming the tracking link when read-only, without the button', async () => {
    render(
      <StoryShell>
        <ReadOnlyTrackingLink />
      </StoryShell>,
    );
    expect(await screen.findByText('ลิงก์ติดตาม: นัดฉีดวัคซีนไข้หวัดใหญ่')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'ใช้ลิงก์ติดตาม' })).not.toBeInTheDocument();
  });
});
