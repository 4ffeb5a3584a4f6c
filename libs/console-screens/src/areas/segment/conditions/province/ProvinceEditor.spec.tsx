import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { composeStories } from '@storybook/react-vite';
import { clearProfile } from '@hbc/api-clients';
import { show } from '../../../../testing/spec-helpers';
import { CHECK_TEXT, conditionFormSaves } from '../../condition-story-form';
import { CONDITION_MESSAGES } from '../../condition-messages';
import * as stories from './ProvinceEditor.stories';

const { New, KhonKaenAndMahaSarakham, ListFails } = composeStories(stories);

afterEach(() => clearProfile());

const field = () => screen.getByRole('combobox', { name: 'จังหวัด' });
const chips = () =>
  Array.from(document.querySelectorAll('.MuiChip-label')).map((chip) => chip.textContent);

describe('ProvinceEditor', () => {
  it('finds provinces by name, several at once, and sends their codes', async () => {
    const user = userEvent.setup();
    show(<New />);

    await user.type(field(), 'ขอน');
    await user.click(await screen.findByRole('option', { name: 'ขอนแก่น' }));
    await user.type(field(), 'มหา');
    await user.click(await screen.findByRole('option', { name: 'มหาสารคาม' }));
    expect(chips()).toEqual(['ขอนแก่น', 'มหาสารคาม']);
    await user.click(screen.getByRole('button', { name: CHECK_TEXT }));

    await waitFor(() =>
      expect(conditionFormSaves.at(-1)?.rules.conditions).toEqual([
        { kind: 'PROVINCE', provinceIds: [40, 44] },
      ]),
    );
  });

  it('names the provinces chosen earlier', async () => {
    show(<KhonKaenAndMahaSarakham />);
    await waitFor(() => expect(chips()).toEqual(['ขอนแก่น', 'มหาสารคาม']));
  });

  it('asks for at least one province', async () => {
    const user = userEvent.setup();
    show(<New />);
    await user.click(screen.getByRole('button', { name: CHECK_TEXT }));
    expect(field()).toHaveAccessibleDescription(CONDITION_MESSAGES.provinceRequired);
  });

  it('says when the provinces cannot be read, and shows the chosen ones by code', async () => {
    show(<ListFails />);
    await waitFor(() => expect(field()).toHaveAccessibleDescription('โหลดรายชื่อจังหวัดไม่สำเร็จ'));
    expect(chips()).toEqual(['จังหวัดรหัส 40']);
    expect(within(document.body).queryByRole('alert')).not.toBeInTheDocument();
  });
});
