import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { composeStories } from '@storybook/react-vite';
import { StoryShell } from '@hbc/ui';
import { FAKE_PROVINCES } from '../testing/fake-units';
import * as stories from './OptionAutocomplete.stories';

const { FixedOptions, ServerSearch, ChosenEarlier, WithError } = composeStories(stories);

describe('OptionAutocomplete', () => {
  it('narrows a fixed list as typed and hands back the chosen value', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    render(
      <StoryShell>
        <FixedOptions onChange={onChange} />
      </StoryShell>,
    );

    await user.type(screen.getByRole('combobox', { name: 'จังหวัด' }), 'เชียง');

    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['เชียงใหม่']);
    await user.click(screen.getByRole('option', { name: 'เชียงใหม่' }));
    expect(onChange).toHaveBeenCalledWith(50);
    expect(screen.getByRole('combobox', { name: 'จังหวัด' })).toHaveValue('เชียงใหม่');
  });

  it('searches the server once typing pauses', async () => {
    const user = userEvent.setup();
    const search = jest.fn((text: string) =>
      Promise.resolve(FAKE_PROVINCES.filter((p) => p.label.includes(text))),
    );
    render(
      <StoryShell>
        <ServerSearch source={{ search }} />
      </StoryShell>,
    );

    await user.type(screen.getByRole('combobox', { name: 'จังหวัด' }), 'สงขลา');

    expect(await screen.findByRole('option', { name: 'สงขลา' })).toBeInTheDocument();
    expect(search.mock.calls.map(([text]) => text)).toEqual(['สงขลา']);
  });

  it('says it is searching, then that nothing matched', async () => {
    const user = userEvent.setup();
    render(
      <StoryShell>
        <ServerSearch />
      </StoryShell>,
    );

    await user.type(screen.getByRole('combobox', { name: 'จังหวัด' }), 'ไม่มี');

    expect(await screen.findByText('กำลังค้นหา...')).toBeInTheDocument();
    expect(await screen.findByText('ไม่พบตัวเลือก')).toBeInTheDocument();
  });

  it('shows the label of a value chosen earlier', async () => {
    render(
      <StoryShell>
        <ChosenEarlier />
      </StoryShell>,
    );
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'จังหวัด' })).toHaveValue('เชียงใหม่'),
    );
  });

  it('shows its error under the field', () => {
    render(
      <StoryShell>
        <WithError />
      </StoryShell>,
    );
    expect(screen.getByRole('combobox', { name: /จังหวัด/ })).toHaveAccessibleDescription(
      'กรุณาเลือกจังหวัด',
    );
  });
});
