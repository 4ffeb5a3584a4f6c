import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { composeStories } from '@storybook/react-vite';
import { StoryShell } from '@hbc/ui';
import { withActionType } from './ImagemapActionForm';
import * as stories from './ImagemapActionForm.stories';

const { LinkAction, TextAction, WithError, ReadOnly, WithTrackingLinks } = composeStories(stories);

const slider = (name: string) => screen.getByRole('slider', { name });

describe('ImagemapActionForm', () => {
  it('shows the link field and the four area values of a link action', () => {
    render(
      <StoryShell>
        <LinkAction />
      </StoryShell>,
    );
    expect(screen.getByRole('textbox', { name: 'ลิงก์' })).toHaveValue('https://example.org');
    expect(
      ['ตำแหน่ง X', 'ตำแหน่ง Y', 'ความกว้าง', 'ความสูง'].map((n) =>
        slider(n).getAttribute('aria-valuenow'),
      ),
    ).toEqual(['100', '200', '400', '300']);
    for (const n of ['100', '200', '400', '300']) expect(screen.getByText(n)).toBeInTheDocument();
    for (const n of ['ตำแหน่ง X', 'ตำแหน่ง Y', 'ความกว้าง', 'ความสูง'])
      expect(slider(n)).toHaveAttribute('step', '10');
  });

  it('keeps the area when the type changes, and swaps the link for a text', async () => {
    const user = userEvent.setup();
    render(
      <StoryShell>
        <LinkAction />
      </StoryShell>,
    );
    await user.click(screen.getByRole('combobox', { name: 'ประเภท' }));
    await user.click(screen.getByRole('option', { name: 'ข้อความ' }));
    expect(screen.getByRole('textbox', { name: 'ข้อความ' })).toHaveValue('');
    expect(slider('ความกว้าง')).toHaveAttribute('aria-valuenow', '400');
  });

  it('shows the text of a text action', () => {
    render(
      <StoryShell>
        <TextAction />
      </StoryShell>,
    );
    expect(screen.getByRole('textbox', { name: 'ข้อความ' })).toHaveValue('สนใจรับบริการ');
    expect(screen.queryByRole('textbox', { name: 'ลิงก์' })).not.toBeInTheDocument();
  });

  it('shows the issue under its field', () => {
    render(
      <StoryShell>
        <WithError />
      </StoryShell>,
    );
    expect(screen.getByText('กรุณากรอกลิงก์')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'ลิงก์' })).toHaveAttribute('aria-invalid', 'true');
  });

  it('deletes itself', async () => {
    const user = userEvent.setup();
    render(
      <StoryShell>
        <LinkAction />
      </StoryShell>,
    );
    await user.click(screen.getByRole('button', { name: 'ลบการกระทำที่ 1' }));
    expect(screen.getByText('ลบแล้ว')).toBeInTheDocument();
  });

  it('has no delete button when read-only', () => {
    render(
      <StoryShell>
        <ReadOnly />
      </StoryShell>,
    );
    expect(screen.queryByRole('button', { name: 'ลบการกระทำที่ 1' })).not.toBeInTheDocument();
  });
});

describe('withActionType', () => {
  it('drops the field of the other type', () => {
    const area = { x: 1, y: 2, width: 3, height: 4 };
    expect(withActionType({ type: 'uri', linkUri: 'https://a', area }, 'message')).toEqual({
      type: 'message',
      text: '',
      area,
    });
    expect(withActionType({ type: 'message', text: 'ก', area }, 'uri')).toEqual({
      type: 'uri',
      linkUri: '',
      area,
    });
  });

  it('puts a chosen tracking link in the link of a link action', async () => {
    const user = userEvent.setup();
    render(
      <StoryShell>
        <WithTrackingLinks />
      </StoryShell>,
    );
    await user.click(screen.getByRole('button', { name: 'ใช้ลิงก์ติดตาม' }));
    const dialog = await screen.findByRole('dialog', { name: 'เลือกลิงก์ติดตาม' });
    await user.type(within(dialog).getByRole('searchbox', { name: 'ค้นหาลิงก์ติดตาม' }), 'วัคซีน');
    await waitFor(() =>
      expect(within(dialog).getAllByRole('button', { name: /ปลายทาง/ })).toHaveLength(1),
    );
    await user.click(within(dialog).getByRole('button', { name: /นัดฉีดวัคซีนไข้หวัดใหญ่/ }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('textbox', { name: 'ลิงก์' })).toHaveValue(
      'https://hbc.example/t/Vx7kQ2mP9a',
    );
    expect(screen.getByText('ลิงก์ติดตาม: นัดฉีดวัคซีนไข้หวัดใหญ่')).toBeInTheDocument();
  });

  it('offers no tracking link for a text action, nor where the host has none', async () => {
    const user = userEvent.setup();
    render(
      <StoryShell>
        <WithTrackingLinks />
      </StoryShell>,
    );
    await user.click(screen.getByRole('combobox', { name: 'ประเภท' }));
    await user.click(screen.getByRole('option', { name: 'ข้อความ' }));
    expect(screen.queryByRole('button', { name: 'ใช้ลิงก์ติดตาม' })).not.toBeInTheDocument();
  });
});
