import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  createMemoryTrackingLinks,
  shownTrackingLinks,
  type MemoryTrackingLinkOptions,
} from '../testing/memory-tracking-links';
import { TrackingLinkPickerDialog } from './TrackingLinkPickerDialog';

interface PlaygroundProps {
  /** What the link field held. */
  initialTarget?: string;
  links?: MemoryTrackingLinkOptions;
}

/** The dialog over a memory picker; what it hands back shows below, as the field would get it. */
function PickerPlayground({ initialTarget = '', links = {} }: PlaygroundProps) {
  const [picker] = useState(() => {
    const made = createMemoryTrackingLinks(links);
    shownTrackingLinks.current = made;
    return made;
  });
  const [open, setOpen] = useState(true);
  const [picked, setPicked] = useState<string | null>(null);
  return (
    <>
      {open && (
        <TrackingLinkPickerDialog
          picker={picker}
          initialTarget={initialTarget}
          onPick={(link) => {
            setPicked(link.shortUrl);
            setOpen(false);
          }}
          onClose={() => setOpen(false)}
        />
      )}
      {!open && <p>{picked ? `ได้ลิงก์ ${picked}` : 'ปิดหน้าต่างแล้ว'}</p>}
    </>
  );
}

const meta: Meta<typeof PickerPlayground> = {
  title: 'message-composer/Tracking links/Picker dialog',
  component: PickerPlayground,
};
export default meta;
type Story = StoryObj<typeof PickerPlayground>;

/** The unit's three enabled links to choose from, and a new one to create. */
export const Links: Story = {};

/** The field held a web address: the new link starts from it. */
export const FromFieldAddress: Story = {
  args: { initialTarget: 'https://hospital.example/news/2569' },
};

/** The unit has no tracking link yet. */
export const NoLinks: Story = { args: { links: { links: [] } } };

/** The search cannot reach the host. */
export const SearchFails: Story = { args: { links: { failing: true } } };
