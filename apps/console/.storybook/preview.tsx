import type { Preview } from '@storybook/react-vite';
import { StoryShell } from '@hbc/ui';
import '@fontsource/sarabun/400.css';
import '@fontsource/sarabun/600.css';

const preview: Preview = {
  decorators: [
    (Story) => (
      <StoryShell>
        <Story />
      </StoryShell>
    ),
  ],
  parameters: { layout: 'padded' },
};
export default preview;
