import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { withMemoryUpload } from '../testing/with-memory-upload';
import { createCardBubble, createImagemapAction, type ComposerMessage } from '@hbc/message-model';
import {
  heavyMessages,
  sampleCarousel,
  sampleImagemap,
  sampleText,
  sampleVideo,
} from '@hbc/message-model/fixtures';
import { MessageComposer } from './MessageComposer';

interface PlaygroundProps {
  initial: ComposerMessage[];
  readOnly?: boolean;
  companyName?: string;
}

/** The composer inside a form: shows what Save emitted. */
function ComposerPlayground({
  initial,
  readOnly,
  companyName = 'รพ.สต.บ้านหนองบัว',
}: PlaygroundProps) {
  const [value, setValue] = useState(initial);
  const [saves, setSaves] = useState(0);
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <MessageComposer
        value={value}
        readOnly={readOnly}
        companyName={companyName}
        onSave={(messages) => {
          setValue(messages);
          setSaves((n) => n + 1);
        }}
      />
      <Typography variant="body2">{`บันทึกแล้ว ${saves} ครั้ง: ${value.length} ข้อความ`}</Typography>
      <pre
        aria-label="ข้อมูลที่บันทึก"
        style={{
          fontSize: 11,
          maxHeight: 200,
          maxWidth: '100%',
          overflow: 'auto',
          whiteSpace: 'pre-wrap',
          overflowWrap: 'anywhere',
        }}
      >
        {JSON.stringify(value)}
      </pre>
    </Stack>
  );
}

const meta: Meta<typeof ComposerPlayground> = {
  title: 'message-composer/Composer',
  component: ComposerPlayground,
  decorators: [withMemoryUpload],
};
export default meta;
type Story = StoryObj<typeof ComposerPlayground>;

export const Empty: Story = { args: { initial: [] } };

export const ThreeMessages: Story = {
  args: { initial: [sampleText(), sampleCarousel(3, true), sampleVideo()] },
};

export const RichAndJson: Story = {
  args: { initial: [sampleImagemap(3), { type: 'sticker', packageId: '446', stickerId: '1988' }] },
};

/** Benchmark set: a text, a 10-card carousel with actions and an 8-action rich message. */
export const HeavyComposer: Story = { args: { initial: heavyMessages() } };

export const WithErrors: Story = {
  args: {
    initial: [
      { type: 'text', text: '' },
      { type: 'carousel', contents: [...sampleCarousel(1, true).contents, createCardBubble()] },
      { ...sampleImagemap(0), actions: [createImagemapAction()] },
    ],
  },
};

export const ReadOnly: Story = {
  args: { initial: [sampleText(), sampleCarousel(3, true), sampleVideo()], readOnly: true },
};
