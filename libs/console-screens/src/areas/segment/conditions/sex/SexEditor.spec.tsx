import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { composeStories } from '@storybook/react-vite';
import { clearProfile } from '@hbc/api-clients';
import { show } from '../../../../testing/spec-helpers';
import { CHECK_TEXT, conditionFormSaves } from '../../condition-story-form';
import { CONDITION_MESSAGES } from '../../condition-messages';
import * as stories from './SexEditor.stories';

const { New, Women } = composeStories(stories);

afterEach(() => clearProfile());

const box = (name: string) => screen.getByRole('checkbox', { name });

describe('SexEditor', () => {
  it('offers every sex by its Thai label and sends them in the contracts’ order', async () => {
    const user = userEvent.setup();
    show(<Women />);
    expect(screen.getByRole('group', { name: 'เพศที่ต้องการ' })).toBeInTheDocument();
    expect(box('หญิง')).toBeChecked();
    expect(box('ชาย')).not.toBeChecked();
    expect(box('ไม่ระบุ')).not.toBeChecked();

    await user.click(box('ชาย'));
    await user.click(screen.getByRole('button', { name: CHECK_TEXT }));

    await screen.findByRole('button', { name: CHECK_TEXT });
    expect(conditionFormSaves.at(-1)?.rules.conditions).toEqual([
      { kind: 'SEX', sexes: ['MALE', 'FEMALE'] },
    ]);
  });

  it('asks for at least one sex', async () => {
    const user = userEvent.setup();
    show(<New />);
    await user.click(screen.getByRole('button', { name: CHECK_TEXT }));
    expect(await screen.findByText(CONDITION_MESSAGES.sexRequired)).toBeInTheDocument();
  });

  it('says so once the last sex is unticked', async () => {
    const user = userEvent.setup();
    show(<Women />);
    await user.click(box('หญิง'));
    expect(await screen.findByText(CONDITION_MESSAGES.sexRequired)).toBeInTheDocument();
  });
});
