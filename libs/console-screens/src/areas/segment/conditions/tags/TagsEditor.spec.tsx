import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { composeStories } from '@storybook/react-vite';
import { clearProfile } from '@hbc/api-clients';
import { show } from '../../../../testing/spec-helpers';
import { CHECK_TEXT, conditionFormSaves } from '../../condition-story-form';
import { CONDITION_MESSAGES } from '../../condition-messages';
import { cleanTags } from './TagsEditor';
import * as stories from './TagsEditor.stories';

const { New, AllOfTwo } = composeStories(stories);

afterEach(() => clearProfile());

const tagsField = () => screen.getByRole('combobox', { name: 'แท็ก' });
const chips = () =>
  Array.from(document.querySelectorAll('.MuiChip-label')).map((chip) => chip.textContent);

describe('TagsEditor', () => {
  it('turns each typed tag into a chip and sends them with how they combine', async () => {
    const user = userEvent.setup();
    show(<New />);

    await user.type(tagsField(), 'เบาหวาน{Enter}');
    await user.type(tagsField(), ' ความดันโลหิตสูง , เบาหวาน{Enter}');
    expect(chips()).toEqual(['เบาหวาน', 'ความดันโลหิตสูง']);
    await user.click(screen.getByRole('combobox', { name: 'เงื่อนไขแท็ก' }));
    await user.click(
      within(await screen.findByRole('listbox')).getByRole('option', { name: 'มีครบทุกแท็ก' }),
    );
    await user.click(screen.getByRole('button', { name: CHECK_TEXT }));

    await waitFor(() =>
      expect(conditionFormSaves.at(-1)?.rules.conditions).toEqual([
        { kind: 'TAGS', match: 'ALL', tags: ['เบาหวาน', 'ความดันโลหิตสูง'] },
      ]),
    );
  });

  it('keeps a tag typed without Enter once the field is left', async () => {
    const user = userEvent.setup();
    show(<New />);
    await user.type(tagsField(), 'ตั้งครรภ์');
    await user.tab();
    expect(chips()).toEqual(['ตั้งครรภ์']);
  });

  it('removes a tag with its chip', async () => {
    const user = userEvent.setup();
    show(<AllOfTwo />);
    expect(screen.getByRole('combobox', { name: 'เงื่อนไขแท็ก' })).toHaveTextContent('มีครบทุกแท็ก');
    const chip = screen.getByRole('button', { name: 'เบาหวาน' });
    await user.click(within(chip).getByTestId('CancelIcon'));
    expect(chips()).toEqual(['ความดันโลหิตสูง']);
  });

  it('keeps a tag typed past 50 characters whole, says so at once and refuses to save it', async () => {
    const user = userEvent.setup();
    show(<New />);
    const before = conditionFormSaves.length;
    const long = `${'ต'.repeat(50)}ท้าย`;

    await user.click(tagsField());
    await user.paste(long);
    expect(tagsField()).toHaveValue(long);
    expect(tagsField()).toHaveAccessibleDescription(CONDITION_MESSAGES.tagTooLong);
    expect(screen.getByText(`${long.length}/50`)).toBeInTheDocument();

    await user.keyboard('{Enter}');
    expect(chips()).toEqual([long]);
    expect(tagsField()).toHaveAccessibleDescription(CONDITION_MESSAGES.tagTooLong);
    await user.click(screen.getByRole('button', { name: CHECK_TEXT }));
    await screen.findByRole('button', { name: CHECK_TEXT });
    expect(conditionFormSaves).toHaveLength(before);
  });

  it('asks for at least one tag', async () => {
    const user = userEvent.setup();
    show(<New />);
    await user.click(screen.getByRole('button', { name: CHECK_TEXT }));
    expect(tagsField()).toHaveAccessibleDescription(CONDITION_MESSAGES.tagsRequired);
  });
});

describe('cleanTags', () => {
  it('splits at commas and bars, trims, and drops empty and repeated tags', () => {
    expect(cleanTags([' เบาหวาน ', 'ความดัน|ไต,,', 'เบาหวาน'])).toEqual(['เบาหวาน', 'ความดัน', 'ไต']);
  });
});
