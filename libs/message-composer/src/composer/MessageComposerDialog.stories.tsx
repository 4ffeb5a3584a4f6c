import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { withMemoryUpload } from '../testing/with-memory-upload';
import type { ComposerMessage } from '@hbc/message-model';
import { sampleCarousel, sampleText, sampleVideo } from '@hbc/message-model/fixtures';
import { MessageComposerDialog } from './MessageComposerDialog';

interface HostProps {
  initial: ComposerMessage[];
  readOnly?: boolean;
  /** The host mounts the overlay already open, as a page that loads it on demand does. */
  openAtFirst?: boolean;
}

/** A host that owns the overlay's state and a button of its own; what it was handed is listed under it. */
function DialogHost({ initial, readOnly, openAtFirst = false }: HostProps) {
  const [open, setOpen] = useState(openAtFirst);
  const [value, setValue] = useState(initial);
  const [closings, setClosings] = useState(0);
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <Button variant="outlined" onClick={() => setOpen(true)}>
        เปิดข้อความของบรอดแคสต์
      </Button>
      <MessageComposerDialog
        open={open}
        value={value}
        readOnly={readOnly}
        companyName="รพ.สต.บ้านหนองบัว"
        onSave={setValue}
        onClose={() => {
          setOpen(false);
          setClosings((n) => n + 1);
        }}
      />
      <Typography variant="body2">{`ปิดแล้ว ${closings} ครั้ง: ${value.length} ข้อความ`}</Typography>
    </Stack>
  );
}

const meta: Meta<typeof DialogHost> = {
  title: 'message-composer/Composer/Dialog',
  component: DialogHost,
  decorators: [withMemoryUpload],
};
export default meta;
type Story = StoryObj<typeof DialogHost>;

/** Closed until the host's own button opens it. */
export const ClosedUntilAsked: Story = { args: { initial: [] } };

/** Mounted open, with a text, cards and a video. */
export const OpenedByHost: Story = {
  args: { initial: [sampleText(), sampleCarousel(3, true), sampleVideo()], openAtFirst: true },
};

export const ReadOnlyOpenedByHost: Story = {
  args: {
    initial: [sampleText(), sampleCarousel(3, true), sampleVideo()],
    readOnly: true,
    openAtFirst: true,
  },
};
