import type { Meta, StoryObj } from '@storybook/react-vite';
import { withMemoryUpload } from '../../testing/with-memory-upload';
import { createImagemapAction, createImagemapMessage, type ImagemapMessage } from '@hbc/message-model';
import { sampleImage, sampleImagemap } from '@hbc/message-model/fixtures';
import { useEditorPlayground } from '../useEditorPlayground';
import { ImagemapEditor } from './ImagemapEditor';

interface PlaygroundProps {
  initial: ImagemapMessage;
  showIssues?: boolean;
  readOnly?: boolean;
}

function ImagemapEditorPlayground({ initial, showIssues = false, readOnly }: PlaygroundProps) {
  const { value, onChange, issues } = useEditorPlayground('imagemap', initial, showIssues);
  return (
    <ImagemapEditor
      id="rich-1"
      value={value}
      onChange={onChange}
      issues={issues}
      readOnly={readOnly}
    />
  );
}

const meta: Meta<typeof ImagemapEditorPlayground> = {
  title: 'message-composer/editors/Rich message/Editor',
  component: ImagemapEditorPlayground,
  decorators: [withMemoryUpload],
};
export default meta;
type Story = StoryObj<typeof ImagemapEditorPlayground>;

const withActions = (...actions: ImagemapMessage['actions']): ImagemapMessage => ({
  ...sampleImagemap(0),
  actions,
});

export const Empty: Story = { args: { initial: createImagemapMessage() } };
export const Filled: Story = { args: { initial: sampleImagemap(3) } };
export const WideImage: Story = {
  args: {
    initial: {
      ...sampleImagemap(1),
      baseUrl: sampleImage('', '#1b8a4b', 1040, 520),
      baseSize: { width: 1040, height: 520 },
    },
  },
};
export const MissingImageError: Story = {
  args: { initial: createImagemapMessage(), showIssues: true },
};
export const MissingLinkAndTextError: Story = {
  args: {
    initial: withActions(createImagemapAction(), {
      type: 'message',
      text: '',
      area: { x: 0, y: 0, width: 240, height: 240 },
    }),
    showIssues: true,
  },
};
export const InvalidLinkError: Story = {
  args: {
    initial: withActions({ ...createImagemapAction(), linkUri: 'www.example.org/a b' }),
    showIssues: true,
  },
};
export const TooLongError: Story = {
  args: {
    initial: withActions(
      { ...createImagemapAction(), linkUri: `https://example.org/${'a'.repeat(40)}` },
      { type: 'message', text: 'ก'.repeat(51), area: { x: 0, y: 0, width: 240, height: 240 } },
    ),
    showIssues: true,
  },
};
/** A notification text longer than 400 characters: kept whole and shown as too long before any Save. */
export const LongAltText: Story = {
  args: { initial: { ...sampleImagemap(1), altText: `${'ก'.repeat(400)}ท้าย` } },
};
export const EightActions: Story = { args: { initial: sampleImagemap(8) } };
export const ReadOnly: Story = { args: { initial: sampleImagemap(2), readOnly: true } };
