import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { composeStories } from '@storybook/react-vite';
import { StoryShell } from '@hbc/ui';
import * as stories from './ListFilterBar.stories';

const { NoneChosen, Chosen, DaysAndText, DaysAndTextChosen } = composeStories(stories);

describe('ListFilterBar', () => {
  it("shows each filter as 'ทั้งหมด' when none is chosen", () => {
    render(
      <StoryShell>
        <NoneChosen />
      </StoryShell>,
    );
    expect(screen.getByRole('combobox', { name: 'ประเภท' })).toHaveTextContent('ทั้งหมด');
    expect(screen.getByRole('combobox', { name: 'สถานะ' })).toHaveTextContent('ทั้งหมด');
    expect(screen.getByRole('combobox', { name: 'จังหวัด' })).toHaveValue('');
  });

  it('hands on each choice in its own type, and undefined for ทั้งหมด', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    render(
      <StoryShell>
        <NoneChosen onChange={onChange} />
      </StoryShell>,
    );

    await user.click(screen.getByRole('combobox', { name: 'สถานะ' }));
    await user.click(screen.getByRole('option', { name: 'ปิดใช้งาน' }));
    expect(onChange).toHaveBeenLastCalledWith({ active: false });

    await user.click(screen.getByRole('combobox', { name: 'จังหวัด' }));
    await user.click(screen.getByRole('option', { name: 'สงขลา' }));
    expect(onChange).toHaveBeenLastCalledWith({ provinceId: 90 });

    await user.click(screen.getByRole('combobox', { name: 'สถานะ' }));
    await user.click(screen.getByRole('option', { name: 'ทั้งหมด' }));
    expect(onChange).toHaveBeenLastCalledWith({ active: undefined });
  });

  it('shows the chosen values', () => {
    render(
      <StoryShell>
        <Chosen />
      </StoryShell>,
    );
    expect(screen.getByRole('combobox', { name: 'ประเภท' })).toHaveTextContent('โรงพยาบาลศูนย์/ทั่วไป');
    expect(screen.getByRole('combobox', { name: 'สถานะ' })).toHaveTextContent('ปิดใช้งาน');
    expect(screen.getByRole('combobox', { name: 'จังหวัด' })).toHaveValue('ขอนแก่น');
  });

  it('shows a range of days in the Buddhist era and a chosen text', async () => {
    render(
      <StoryShell>
        <DaysAndTextChosen />
      </StoryShell>,
    );
    expect(await screen.findByRole('group', { name: 'ตั้งแต่วันที่' })).toHaveTextContent('01/11/2569');
    expect(screen.getByRole('group', { name: 'ถึงวันที่' })).toHaveTextContent('23/11/2569');
    expect(screen.getByRole('combobox', { name: 'เมนู' })).toHaveValue('จัดการสิทธิ์');
  });

  it('hands on both days of a range in one change: a first day past the last clears it', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    render(
      <StoryShell>
        <DaysAndTextChosen onChange={onChange} />
      </StoryShell>,
    );
    const first = await screen.findByRole('group', { name: 'ตั้งแต่วันที่' });

    await user.click(within(first).getByRole('spinbutton', { name: 'วัน' }));
    await user.keyboard('25');

    await waitFor(() =>
      expect(onChange).toHaveBeenLastCalledWith({ from: '2026-11-25', to: undefined }),
    );
  });

  it('takes a suggested text or any typed one, and undefined when cleared', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    render(
      <StoryShell>
        <DaysAndText onChange={onChange} />
      </StoryShell>,
    );
    const menu = screen.getByRole('combobox', { name: 'เมนู' });

    await user.click(menu);
    await user.click(screen.getByRole('option', { name: 'จัดการสิทธิ์' }));
    expect(onChange).toHaveBeenLastCalledWith({ menu: 'จัดการสิทธิ์' });

    await user.clear(menu);
    expect(onChange).toHaveBeenLastCalledWith({ menu: undefined });

    await user.type(menu, 'รายงาน{Enter}');
    expect(onChange).toHaveBeenLastCalledWith({ menu: 'รายงาน' });

    await user.clear(menu);
    await user.type(menu, 'แดชบอร์ด');
    await user.tab();
    expect(onChange).toHaveBeenLastCalledWith({ menu: 'แดชบอร์ด' });
  });
});
