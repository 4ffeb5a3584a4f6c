import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { composeStories } from '@storybook/react-vite';
import { clearProfile } from '@hbc/api-clients';
import { SEGMENT_RULE_MESSAGES } from '@hbc/contracts';
import { show } from '../../../../testing/spec-helpers';
import { CONDITION_MESSAGES } from '../../condition-messages';
import { CHECK_TEXT, conditionFormSaves } from '../../condition-story-form';
import * as stories from './AgeEditor.stories';

const { New, From60, Reversed } = composeStories(stories);

afterEach(() => clearProfile());

const field = (name: string) => screen.getByRole('textbox', { name });
const check = () => userEvent.setup().click(screen.getByRole('button', { name: CHECK_TEXT }));

describe('AgeEditor', () => {
  it('takes digits only and sends the ages as numbers', async () => {
    const user = userEvent.setup();
    show(<New />);

    await user.type(field('อายุต่ำสุด (ปี)'), '6x0');
    await user.type(field('อายุสูงสุด (ปี)'), '75');
    expect(field('อายุต่ำสุด (ปี)')).toHaveValue('60');
    await check();

    await screen.findByRole('button', { name: CHECK_TEXT });
    expect(conditionFormSaves.at(-1)?.rules.conditions).toEqual([
      { kind: 'AGE', min: 60, max: 75 },
    ]);
  });

  it('keeps every digit typed past three and says the age is out of range at once, sending nothing', async () => {
    const user = userEvent.setup();
    show(<New />);
    const before = conditionFormSaves.length;

    await user.type(field('อายุต่ำสุด (ปี)'), '1234');

    expect(field('อายุต่ำสุด (ปี)')).toHaveValue('1234');
    expect(field('อายุต่ำสุด (ปี)')).toHaveAccessibleDescription(CONDITION_MESSAGES.ageRange);
    await check();
    await screen.findByRole('button', { name: CHECK_TEXT });
    expect(conditionFormSaves).toHaveLength(before);
  });

  it('sends one end alone', async () => {
    show(<From60 />);
    const before = conditionFormSaves.length;
    await check();
    await screen.findByRole('button', { name: CHECK_TEXT });
    expect(conditionFormSaves.slice(before)).toEqual([
      { name: 'กลุ่มทดลอง', rules: { match: 'ALL', conditions: [{ kind: 'AGE', min: 60 }] } },
    ]);
  });

  it('asks for at least one end', async () => {
    show(<New />);
    await check();
    expect(field('อายุต่ำสุด (ปี)')).toHaveAccessibleDescription(SEGMENT_RULE_MESSAGES.ageEmpty);
  });

  it('says when the minimum is above the maximum', async () => {
    const before = conditionFormSaves.length;
    show(<Reversed />);
    await check();
    expect(field('อายุสูงสุด (ปี)')).toHaveAccessibleDescription(SEGMENT_RULE_MESSAGES.ageReversed);
    expect(conditionFormSaves).toHaveLength(before);
  });
});
