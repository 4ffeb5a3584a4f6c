import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { composeStories } from '@storybook/react-vite';
import { API_PATHS } from '@hbc/contracts';
import { bodiesOf, show } from '../../testing/spec-helpers';
import { ELDERLY_DIABETIC, NEVER_COUNTED } from '../segment/segment-fixtures';
import * as stories from './SegmentPicker.stories';

const { NoneChosen, Chosen, Required } = composeStories(stories);

const picker = () => screen.getByRole('combobox', { name: /^กลุ่มเป้าหมาย/ });

describe('SegmentPicker', () => {
  it("lists the unit's segments by name and hands on the one chosen", async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    show(<NoneChosen onChange={onChange} />);

    await user.click(picker());
    const list = await screen.findByRole('listbox');
    await within(list).findByRole('option', { name: ELDERLY_DIABETIC.name });
    await user.click(within(list).getByRole('option', { name: NEVER_COUNTED.name }));

    expect(onChange).toHaveBeenLastCalledWith(NEVER_COUNTED.id);
    expect(picker()).toHaveValue(NEVER_COUNTED.name);
    expect(bodiesOf(`POST ${API_PATHS.segmentList}`)[0]).toMatchObject({
      page: 1,
      sort: { field: 'name', direction: 'asc' },
    });
  });

  it('searches the segments by the name typed', async () => {
    const user = userEvent.setup();
    show(<NoneChosen />);

    await user.type(picker(), 'หญิง');

    await waitFor(() =>
      expect(bodiesOf(`POST ${API_PATHS.segmentList}`).at(-1)).toMatchObject({ search: 'หญิง' }),
    );
    const list = await screen.findByRole('listbox');
    await waitFor(() =>
      expect(
        within(list)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual([NEVER_COUNTED.name]),
    );
  });

  it('shows the segment chosen', async () => {
    show(<Chosen />);
    await waitFor(() => expect(picker()).toHaveValue(ELDERLY_DIABETIC.name));
  });

  it('says a segment is needed', () => {
    show(<Required />);
    expect(picker()).toHaveAccessibleDescription('กรุณาเลือกกลุ่มเป้าหมาย');
    expect(picker()).toBeInvalid();
  });
});
