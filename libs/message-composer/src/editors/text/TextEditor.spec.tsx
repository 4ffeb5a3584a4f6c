import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { composeStories } from '@storybook/react-vite';
import { StoryShell } from '@hbc/ui';
import { sampleText } from '../../fixtures/sample-messages';
import * as stories from './TextEditor.stories';

const { Empty, Filled, RequiredError, TooLongError, WithLimit, ReadOnly } = composeStories(stories);

function field() {
  return screen.getByRole('textbox', { name: 'ข้อความ' });
}

describe('TextEditor', () => {
  it('counts against 5000 when no limit is passed', () => {
    render(
      <StoryShell>
        <Filled />
      </StoryShell>,
    );
    expect(screen.getByText(`${sampleText().text.length}/5000`)).toBeInTheDocument();
    expect(field()).toHaveValue(sampleText().text);
  });

  it('counts against the limit it is given', () => {
    render(
      <StoryShell>
        <WithLimit />
      </StoryShell>,
    );
    expect(screen.getByText(`${sampleText().text.length}/400`)).toBeInTheDocument();
  });

  it('updates the counter while typing and shows no error before Save', async () => {
    const user = userEvent.setup();
    render(
      <StoryShell>
        <Empty />
      </StoryShell>,
    );
    expect(screen.getByText('0/5000')).toBeInTheDocument();
    await user.type(field(), 'สวัสดี');
    expect(screen.getByText('6/5000')).toBeInTheDocument();
    await user.clear(field());
    expect(screen.queryByText('กรุณากรอกข้อความ')).not.toBeInTheDocument();
  });

  it('highlights a missing text once saved, and clears it when text is typed', async () => {
    const user = userEvent.setup();
    render(
      <StoryShell>
        <RequiredError />
      </StoryShell>,
    );
    expect(screen.getByText('กรุณากรอกข้อความ')).toBeInTheDocument();
    expect(field()).toHaveAttribute('aria-invalid', 'true');
    await user.type(field(), 'ก');
    expect(screen.queryByText('กรุณากรอกข้อความ')).not.toBeInTheDocument();
    expect(field()).toHaveAttribute('aria-invalid', 'false');
  });

  it('refuses more than 400 characters even though the counter reads /5000', async () => {
    const user = userEvent.setup();
    render(
      <StoryShell>
        <TooLongError />
      </StoryShell>,
    );
    expect(screen.getByText('ข้อความต้องไม่เกิน 400 ตัวอักษร')).toBeInTheDocument();
    expect(screen.getByText('401/5000')).toBeInTheDocument();
    await user.type(field(), '{Backspace}');
    expect(screen.queryByText('ข้อความต้องไม่เกิน 400 ตัวอักษร')).not.toBeInTheDocument();
  });

  it('cannot be edited when read-only', async () => {
    const user = userEvent.setup();
    render(
      <StoryShell>
        <ReadOnly />
      </StoryShell>,
    );
    expect(field()).toHaveAttribute('readonly');
    await user.type(field(), 'เพิ่ม');
    expect(field()).toHaveValue(sampleText().text);
  });
});
