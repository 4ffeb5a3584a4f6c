import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { composeStories } from '@storybook/react-vite';
import { StoryShell } from '@hbc/ui';
import * as stories from './FilePickButton.stories';
import { fileOf, gifBytes } from '../testing/sample-files';

const { Contained } = composeStories(stories);

describe('FilePickButton', () => {
  it('hands over the chosen file, again when the same file is chosen twice', async () => {
    const onFile = jest.fn();
    const user = userEvent.setup({ applyAccept: false });
    render(<StoryShell><Contained onFile={onFile} /></StoryShell>);
    const button = screen.getByRole('button', { name: 'อัพโหลดรูปภาพ' });
    const file = fileOf(gifBytes(), 'a.gif', 'image/gif');
    await user.upload(button, file);
    await user.upload(button, file);
    expect(onFile).toHaveBeenCalledTimes(2);
    expect(onFile).toHaveBeenLastCalledWith(file);
  });

  it('narrows the file dialog to the accepted types', () => {
    render(<StoryShell><Contained /></StoryShell>);
    expect(screen.getByLabelText('อัพโหลดรูปภาพ')).toHaveAttribute('accept', 'image/png,image/jpeg');
  });
});
