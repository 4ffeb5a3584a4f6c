import type { Meta, StoryObj } from '@storybook/react-vite';
import { withMemoryUpload } from '../../testing/with-memory-upload';
import { createVideoMessage, type VideoMessage } from '@hbc/message-model';
import { sampleImage, sampleVideo } from '@hbc/message-model/fixtures';
import { useEditorPlayground } from '../useEditorPlayground';
import { VideoEditor } from './VideoEditor';

interface PlaygroundProps {
  initial: VideoMessage;
  showIssues?: boolean;
  readOnly?: boolean;
}

function VideoEditorPlayground({ initial, showIssues = false, readOnly }: PlaygroundProps) {
  const { value, onChange, issues } = useEditorPlayground('video', initial, showIssues);
  return (
    <VideoEditor
      id="video-1"
      value={value}
      onChange={onChange}
      issues={issues}
      readOnly={readOnly}
    />
  );
}

const meta: Meta<typeof VideoEditorPlayground> = {
  title: 'message-composer/editors/Video/Editor',
  component: VideoEditorPlayground,
  decorators: [withMemoryUpload],
};
export default meta;
type Story = StoryObj<typeof VideoEditorPlayground>;

export const Empty: Story = { args: { initial: createVideoMessage() } };
export const Filled: Story = { args: { initial: sampleVideo() } };
export const MissingBothError: Story = {
  args: { initial: createVideoMessage(), showIssues: true },
};
export const MissingCoverError: Story = {
  args: {
    initial: { ...createVideoMessage(), originalContentUrl: sampleVideo().originalContentUrl },
    showIssues: true,
  },
};
export const MissingVideoError: Story = {
  args: {
    initial: { ...createVideoMessage(), previewImageUrl: sampleImage('▶', '#0b6e99', 1040, 585) },
    showIssues: true,
  },
};
export const ReadOnly: Story = { args: { initial: sampleVideo(), readOnly: true } };
