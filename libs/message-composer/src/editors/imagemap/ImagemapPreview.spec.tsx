import { render, screen, within } from '@testing-library/react';
import { composeStories } from '@storybook/react-vite';
import { StoryShell } from '@hbc/ui';
import { sampleImagemap } from '@hbc/message-model/fixtures';
import * as stories from './ImagemapPreview.stories';

const { FourAreas, NoImage, OwnAltText, BlankAltText } = composeStories(stories);

describe('ImagemapPreview', () => {
  it('shows the base image with every action area outlined where it lies', () => {
    render(
      <StoryShell>
        <FourAreas />
      </StoryShell>,
    );
    const image = screen.getByRole('img', { name: 'ริชเมสเสจ' });
    expect(image).toHaveAttribute('src', sampleImagemap(4).baseUrl);
    const frame = image.parentElement as HTMLElement;
    for (const n of ['1', '2', '3', '4']) expect(within(frame).getByText(n)).toBeInTheDocument();
    // action 4 sits in the right column of the second row: x 520, y 260 of 1040 x 1040, 520 x 260.
    const fourth = within(frame).getByText('4').parentElement as HTMLElement;
    expect(fourth).toHaveStyle({ left: '50%', top: '25%', width: '50%', height: '25%' });
  });

  it('shows a placeholder until the image is uploaded', () => {
    render(
      <StoryShell>
        <NoImage />
      </StoryShell>,
    );
    expect(screen.queryByRole('img', { name: 'ริชเมสเสจ' })).not.toBeInTheDocument();
    expect(screen.getByLabelText('ยังไม่มีรูปภาพ')).toBeInTheDocument();
  });

  it('names the image by the notification text, or the format name when it is blank', () => {
    const { unmount } = render(
      <StoryShell>
        <OwnAltText />
      </StoryShell>,
    );
    expect(screen.getByRole('img', { name: 'เชิญฉีดวัคซีน' })).toBeInTheDocument();
    unmount();
    render(
      <StoryShell>
        <BlankAltText />
      </StoryShell>,
    );
    expect(screen.getByRole('img', { name: 'ริชเมสเสจ' })).toBeInTheDocument();
  });
});
