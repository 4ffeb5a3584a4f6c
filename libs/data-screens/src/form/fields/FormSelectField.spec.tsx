import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { composeStories } from '@storybook/react-vite';
import { StoryShell } from '@hbc/ui';
import * as stories from './FormSelectField.stories';

const { NoneChosen, Chosen } = composeStories(stories);

describe('FormSelectField', () => {
  it('lists the Thai labels and saves the chosen value', async () => {
    const user = userEvent.setup();
    const save = jest.fn(() => Promise.resolve(null));
    render(
      <StoryShell>
        <NoneChosen save={save} />
      </StoryShell>,
    );

    await user.click(screen.getByRole('combobox', { name: /ประเภท/ }));
    await user.click(screen.getByRole('option', { name: 'โรงพยาบาลส่งเสริมสุขภาพตำบล' }));
    await user.click(screen.getByRole('button', { name: 'บันทึก' }));

    await waitFor(() => expect(save).toHaveBeenCalledWith({ kind: 'HEALTH_PROMOTING_HOSPITAL' }));
  });

  it('shows the chosen label', () => {
    render(
      <StoryShell>
        <Chosen />
      </StoryShell>,
    );
    expect(screen.getByRole('combobox', { name: /ประเภท/ })).toHaveTextContent('โรงพยาบาลชุมชน');
  });

  it('shows the Yup message when left without a choice', async () => {
    const user = userEvent.setup();
    render(
      <StoryShell>
        <NoneChosen />
      </StoryShell>,
    );
    const select = screen.getByRole('combobox', { name: /ประเภท/ });

    await user.click(select);
    await user.keyboard('{Escape}');
    await user.tab();

    await waitFor(() => expect(screen.getByText('กรุณาเลือกประเภทหน่วยบริการ')).toBeInTheDocument());
  });
});
