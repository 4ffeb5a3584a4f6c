import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { composeStories } from '@storybook/react-vite';
import { StoryShell } from '@hbc/ui';
import * as stories from './FormSwitchField.stories';

const { On, OffWithHint } = composeStories(stories);

describe('FormSwitchField', () => {
  it('turns off and saves false', async () => {
    const user = userEvent.setup();
    const save = jest.fn(() => Promise.resolve(null));
    render(
      <StoryShell>
        <On save={save} />
      </StoryShell>,
    );
    const toggle = screen.getByRole('switch', { name: 'เปิดใช้งาน' });
    expect(toggle).toBeChecked();

    await user.click(toggle);
    await user.click(screen.getByRole('button', { name: 'บันทึก' }));

    await waitFor(() => expect(save).toHaveBeenCalledWith({ active: false }));
  });

  it('shows its hint', () => {
    render(
      <StoryShell>
        <OffWithHint />
      </StoryShell>,
    );
    const toggle = screen.getByRole('switch', { name: 'เปิดใช้งาน' });
    expect(toggle).not.toBeChecked();
    expect(toggle).toHaveAccessibleDescription('หน่วยบริการที่ปิดใช้งานจะไม่แสดงในรายการเลือก');
  });
});
