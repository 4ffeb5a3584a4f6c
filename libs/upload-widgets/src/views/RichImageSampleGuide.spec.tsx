import { render, screen } from '@testing-library/react';
import { composeStories } from '@storybook/react-vite';
import { StoryShell } from '@hbc/ui';
import * as stories from './RichImageSampleGuide.stories';

const { Guide } = composeStories(stories);

describe('RichImageSampleGuide', () => {
  it('tells the staff member to leave a white 200 x 200 px area at the bottom', () => {
    render(<StoryShell><Guide /></StoryShell>);
    expect(screen.getByText('ตัวอย่าง: เว้นพื้นที่สีขาวขนาด 200 x 200 px ไว้ด้านล่างของรูปภาพ')).toBeInTheDocument();
  });
});
