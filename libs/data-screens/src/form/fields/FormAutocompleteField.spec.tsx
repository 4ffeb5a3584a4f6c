import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { composeStories } from '@storybook/react-vite';
import { StoryShell } from '@hbc/ui';
import * as stories from './FormAutocompleteField.stories';

const { NoneChosen, Chosen } = composeStories(stories);

describe('FormAutocompleteField', () => {
  it('searches as typed and saves the chosen value', async () => {
    const user = userEvent.setup();
    const save = jest.fn(() => Promise.resolve(null));
    render(
      <StoryShell>
        <NoneChosen save={save} />
      </StoryShell>,
    );

    await user.type(screen.getByRole('combobox', { name: /จังหวัด/ }), 'อุดร');
    await user.click(await screen.findByRole('option', { name: 'อุดรธานี' }));
    await user.click(screen.getByRole('button', { name: 'บันทึก' }));

    await waitFor(() => expect(save).toHaveBeenCalledWith({ provinceId: 41 }));
  });

  it('shows the label of the loaded value', async () => {
    render(
      <StoryShell>
        <Chosen />
      </StoryShell>,
    );
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: /จังหวัด/ })).toHaveValue('สงขลา'),
    );
  });

  it('shows the Yup message under the field when sent empty', async () => {
    const user = userEvent.setup();
    render(
      <StoryShell>
        <NoneChosen />
      </StoryShell>,
    );

    await user.type(screen.getByRole('combobox', { name: /จังหวัด/ }), 'ข');
    await user.clear(screen.getByRole('combobox', { name: /จังหวัด/ }));
    await user.tab();

    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: /จังหวัด/ })).toHaveAccessibleDescription(
        'กรุณาเลือกจังหวัด',
      ),
    );
  });
});
