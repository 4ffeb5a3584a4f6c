import { useCallback, useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { withMemoryUpload } from '../testing/with-memory-upload';
import { messageToDraft, validateDraft, type ComposerMessage } from '@hbc/message-model';
import { sampleCarousel, sampleText } from '@hbc/message-model/fixtures';
import { NO_ISSUES, type Updater } from '../editors/types';
import { MessageCard } from './MessageCard';
import type { ChangeDraft, ComposerDraft } from './useComposer';

interface PlaygroundProps {
  message: ComposerMessage;
  index: number;
  count: number;
  showIssues?: boolean;
  readOnly?: boolean;
}

function MessageCardPlayground({
  message,
  index,
  count,
  showIssues = false,
  readOnly = false,
}: PlaygroundProps) {
  const [draft, setDraft] = useState<ComposerDraft>(() => ({
    ...messageToDraft(message),
    id: 'card-story',
  }));
  const [log, setLog] = useState<string[]>([]);
  const change: ChangeDraft = useCallback((_id, update) => {
    setDraft(
      (current) =>
        ({ ...current, data: (update as Updater<unknown>)(current.data) }) as ComposerDraft,
    );
  }, []);
  const move = useCallback(
    (_id: string, step: -1 | 1) => setLog((l) => [...l, step === 1 ? 'ลง' : 'ขึ้น']),
    [],
  );
  const remove = useCallback(() => setLog((l) => [...l, 'ลบ']), []);
  return (
    <>
      <MessageCard
        draft={draft}
        index={index}
        count={count}
        issues={showIssues ? validateDraft(draft) : NO_ISSUES}
        readOnly={readOnly}
        onChange={change}
        onMove={move}
        onRemove={remove}
      />
      <p>{`คำสั่ง: ${log.join(', ')}`}</p>
    </>
  );
}

const meta: Meta<typeof MessageCardPlayground> = {
  title: 'message-composer/Composer/Message card',
  component: MessageCardPlayground,
  decorators: [withMemoryUpload],
};
export default meta;
type Story = StoryObj<typeof MessageCardPlayground>;

export const FirstOfThree: Story = { args: { message: sampleText(), index: 0, count: 3 } };
export const MiddleOfThree: Story = { args: { message: sampleCarousel(2), index: 1, count: 3 } };
export const LastOfThree: Story = { args: { message: sampleText(), index: 2, count: 3 } };
export const WithIssues: Story = {
  args: { message: { type: 'text', text: '' }, index: 0, count: 1, showIssues: true },
};
export const ReadOnly: Story = {
  args: { message: sampleText(), index: 0, count: 1, readOnly: true },
};
