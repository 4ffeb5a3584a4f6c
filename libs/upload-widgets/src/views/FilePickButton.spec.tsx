import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { composeStories } from '@storybook/react-vite';
import { StoryShell } from '@hbc/ui';
import { axeViolations } from '@hbc/ui/testing';
import * as stories from './FilePickButton.stories';
import { fileOf, gifBytes } from '../testing/sample-files';

const { Contained } = composeStories(stories);

/** The file input behind the button, and how often its file dialog was asked for. */
function fileDialog() {
  const input = screen.getByLabelText<HTMLInputElement>('อัพโหลดรูปภาพ', { selector: 'input' });
  const opened = jest.fn();
  // A click on a file input is what opens the browser's file dialog.
  input.addEventListener('click', opened);
  return { input, opened };
}

describe('FilePickButton', () => {
  it('is a real button, with the file input beside it rather than inside', () => {
    render(
      <StoryShell>
        <Contained />
      </StoryShell>,
    );
    const button = screen.getByRole('button', { name: 'อัพโหลดรูปภาพ' });
    const { input } = fileDialog();
    expect(button.tagName).toBe('BUTTON');
    expect(button).not.toContainElement(input);
    // Only the button is reached with Tab.
    expect(input).toHaveAttribute('tabindex', '-1');
  });

  it('has no axe violation: no control inside another, every control named', async () => {
    const { container } = render(
      <StoryShell>
        <Contained />
      </StoryShell>,
    );
    expect(await axeViolations(container, { skip: ['region'] })).toEqual([]);
  });

  it.each(['{Enter}', ' '])('opens the file dialog from the keyboard with %p', async (key) => {
    const user = userEvent.setup();
    render(
      <StoryShell>
        <Contained />
      </StoryShell>,
    );
    const { opened } = fileDialog();
    await user.tab();
    expect(screen.getByRole('button', { name: 'อัพโหลดรูปภาพ' })).toHaveFocus();
    await user.keyboard(key);
    expect(opened).toHaveBeenCalledTimes(1);
  });

  it('opens the file dialog when pressed', async () => {
    const user = userEvent.setup();
    render(
      <StoryShell>
        <Contained />
      </StoryShell>,
    );
    const { opened } = fileDialog();
    await user.click(screen.getByRole('button', { name: 'อัพโหลดรูปภาพ' }));
    expect(opened).toHaveBeenCalledTimes(1);
  });

  it('hands over the chosen file, again when the same file is chosen twice', async () => {
    const onFile = jest.fn();
    const user = userEvent.setup({ applyAccept: false });
    render(
      <StoryShell>
        <Contained onFile={onFile} />
      </StoryShell>,
    );
    const { input } = fileDialog();
    const file = fileOf(gifBytes(), 'a.gif', 'image/gif');
    await user.upload(input, file);
    await user.upload(input, file);
    expect(onFile).toHaveBeenCalledTimes(2);
    expect(onFile).toHaveBeenLastCalledWith(file);
  });

  it('narrows the file dialog to the accepted types', () => {
    render(
      <StoryShell>
        <Contained />
      </StoryShell>,
    );
    expect(fileDialog().input).toHaveAttribute('accept', 'image/png,image/jpeg');
  });
});
