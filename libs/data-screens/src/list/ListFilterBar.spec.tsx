import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { composeStories } from '@storybook/react-vite';
import { StoryShell } from '@hbc/ui';
import * as stories from './ListFilterBar.stories';

const { NoneChosen, Chosen } = composeStories(stories);

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
    expect(onChange).toHaveBeenLastCalledWith('active', false);

    await user.click(screen.getByRole('combobox', { name: 'จังหวัด' }));
    await user.click(screen.getByRole('option', { name: 'สงขลา' }));
    expect(onChange).toHaveBeenLastCalledWith('provinceId', 90);

    await user.click(screen.getByRole('combobox', { name: 'สถานะ' }));
    await user.click(screen.getByRole('option', { name: 'ทั้งหมด' }));
    expect(onChange).toHaveBeenLastCalledWith('active', undefined);
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
});
