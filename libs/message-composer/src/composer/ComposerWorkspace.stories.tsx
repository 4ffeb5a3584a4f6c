import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { withMemoryUpload } from '../testing/with-memory-upload';
import type { ComposerMessage } from '@hbc/message-model';
import { sampleCarousel, sampleImagemap, sampleText } from '@hbc/message-model/fixtures';
import { composerTitle } from './composer-title';
import { ComposerWorkspace } from './ComposerWorkspace';

interface PlaygroundProps {
  value: ComposerMessage[];
  readOnly?: boolean;
}

/** The overlay on its own, held open: what it emits is listed under it. */
function WorkspacePlayground({ value, readOnly = false }: PlaygroundProps) {
  const [events, setEvents] = useState<string[]>([]);
  return (
    <>
      <ComposerWorkspace
        open
        title={composerTitle(readOnly)}
        value={value}
        readOnly={readOnly}
        companyName="รพ.สต.บ้านหนองบัว"
        onSave={(messages) => setEvents((e) => [...e, `บันทึก ${messages.length} ข้อความ`])}
        onClose={() => setEvents((e) => [...e, 'ปิด'])}
      />
      <p>{`เหตุการณ์: ${events.join(', ')}`}</p>
    </>
  );
}

const meta: Meta<typeof WorkspacePlayground> = {
  title: 'message-composer/Composer/Workspace',
  component: WorkspacePlayground,
  decorators: [withMemoryUpload],
};
export default meta;
type Story = StoryObj<typeof WorkspacePlayground>;

export const Open: Story = {
  args: { value: [sampleText(), sampleCarousel(3), sampleImagemap(3)] },
};
export const OpenEmpty: Story = { args: { value: [] } };
export const OpenReadOnly: Story = {
  args: { value: [sampleText(), sampleCarousel(3), sampleImagemap(3)], readOnly: true },
};
export const OpenReadOnlyEmpty: Story = { args: { value: [], readOnly: true } };
