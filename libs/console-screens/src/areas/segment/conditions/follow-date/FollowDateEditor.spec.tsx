import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { composeStories } from '@storybook/react-vite';
import { clearProfile } from '@hbc/api-clients';
import { SEGMENT_RULE_MESSAGES } from '@hbc/contracts';
import { show } from '../../../../testing/spec-helpers';
import { CHECK_TEXT, conditionFormSaves } from '../../condition-story-form';
import * as stories from './FollowDateEditor.stories';

const { New, FirstHalf } = composeStories(stories);

afterEach(() => clearProfile());

const day = (name: string) => screen.findByRole('group', { name });

async function typeInto(name: string, digits: string) {
  const user = userEvent.setup();
  await user.click(within(await day(name)).getByRole('spinbutton', { name: 'วัน' }));
  await user.keyboard(digits);
}

describe('FollowDateEditor', () => {
  it('shows the range in the Buddhist era', async () => {
    show(<FirstHalf />);
    expect(await day('ตั้งแต่วันที่')).toHaveTextContent('01/01/2569');
    expect(await day('ถึงวันที่')).toHaveTextContent('30/06/2569');
  });

  it('sends the days typed, an open end left out', async () => {
    const user = userEvent.setup();
    show(<New />);

    await typeInto('ตั้งแต่วันที่', '01032569');

    // A typed day counts once typing pauses: checked until it has.
    await waitFor(async () => {
      await user.click(screen.getByRole('button', { name: CHECK_TEXT }));
      expect(conditionFormSaves.at(-1)?.rules.conditions).toEqual([
        { kind: 'FOLLOW_DATE', from: '2026-03-01' },
      ]);
    });
  });

  it('asks for at least one day', async () => {
    const user = userEvent.setup();
    show(<New />);
    await day('ตั้งแต่วันที่');
    await user.click(screen.getByRole('button', { name: CHECK_TEXT }));
    expect(await screen.findByText(SEGMENT_RULE_MESSAGES.dateEmpty)).toBeInTheDocument();
  });
});
