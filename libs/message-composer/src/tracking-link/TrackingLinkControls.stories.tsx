import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import TextField from '@mui/material/TextField';
import { SAMPLE_TRACKING_LINKS, withTrackingLinks } from '../testing/memory-tracking-links';
import { TrackingLinkControls } from './TrackingLinkControls';

interface PlaygroundProps {
  initial: string;
  readOnly?: boolean;
}

/** A link field with the controls under it, as the composer's editors place them. */
function LinkFieldPlayground({ initial, readOnly = false }: PlaygroundProps) {
  const [link, setLink] = useState(initial);
  return (
    <>
      <TextField
        label="ลิงก์"
        value={link}
        onChange={(event) => setLink(event.target.value)}
        size="small"
        slotProps={{ htmlInput: { readOnly } }}
      />
      <TrackingLinkControls value={link} onPick={setLink} readOnly={readOnly} />
    </>
  );
}

const meta: Meta<typeof LinkFieldPlayground> = {
  title: 'message-composer/Tracking links/Link field controls',
  component: LinkFieldPlayground,
};
export default meta;
type Story = StoryObj<typeof LinkFieldPlayground>;

const held = SAMPLE_TRACKING_LINKS[1]?.shortUrl ?? '';

/** A plain web address, in a host offering tracking links. */
export const PlainLink: Story = {
  args: { initial: 'https://hospital.example/news' },
  decorators: [withTrackingLinks()],
};

/** The field holds one of the unit's tracking links. */
export const TrackingLink: Story = {
  args: { initial: held },
  decorators: [withTrackingLinks()],
};

/** Read-only: the chip, no button. */
export const ReadOnly: Story = {
  args: { initial: held, readOnly: true },
  decorators: [withTrackingLinks()],
};

/** A host without tracking links: nothing under the field. */
export const WithoutHost: Story = { args: { initial: held } };
