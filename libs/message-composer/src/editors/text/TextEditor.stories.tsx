import type { Meta, StoryObj } from '@storybook/react-vite';
import { createTextMessage, LIMITS, type TextMessage } from '@hbc/message-model';
import { sampleText } from '@hbc/message-model/fixtures';
import { useEditorPlayground } from '../useEditorPlayground';
import { TextEditor } from './TextEditor';

interface PlaygroundProps {
  initial: TextMessage;
  /** As after the composer's first Save: broken rules are highlighted. */
  showIssues?: boolean;
  readOnly?: boolean;
  limit?: number;
}

function TextEditorPlayground({ initial, showIssues = false, readOnly, limit }: PlaygroundProps) {
  const { value, onChange, issues } = useEditorPlayground('text', initial, showIssues);
  return (
    <TextEditor
      id="text-1"
      value={value}
      onChange={onChange}
      issues={issues}
      readOnly={readOnly}
      limit={limit}
    />
  );
}

const meta: Meta<typeof TextEditorPlayground> = {
  title: 'message-composer/editors/Text/Editor',
  component: TextEditorPlayground,
};
export default meta;
type Story = StoryObj<typeof TextEditorPlayground>;

export const Empty: Story = { args: { initial: createTextMessage() } };
export const Filled: Story = { args: { initial: sampleText() } };
export const RequiredError: Story = { args: { initial: createTextMessage(), showIssues: true } };
export const TooLongError: Story = {
  args: { initial: createTextMessage('ก'.repeat(401)), showIssues: true },
};
export const WithLimit: Story = { args: { initial: sampleText(), limit: LIMITS.textMax } };
export const ReadOnly: Story = { args: { initial: sampleText(), readOnly: true } };
/** The composer's 400 limit, empty: a paste longer than that is kept whole and shown as too long. */
export const ComposerLimit: Story = {
  args: { initial: createTextMessage(), limit: LIMITS.textMax },
};
