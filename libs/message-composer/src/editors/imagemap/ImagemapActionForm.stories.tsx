import { useCallback, useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { MESSAGES, type FieldIssue, type ImagemapAction } from '@hbc/message-model';
import { withTrackingLinks } from '../../testing/memory-tracking-links';
import type { Updater } from '../types';
import { ImagemapActionForm } from './ImagemapActionForm';

interface PlaygroundProps {
  initial: ImagemapAction;
  issues?: FieldIssue[];
  readOnly?: boolean;
}

function ActionFormPlayground({ initial, issues = [], readOnly }: PlaygroundProps) {
  const [action, setAction] = useState(initial);
  const [removed, setRemoved] = useState(false);
  const change = useCallback(
    (_index: number, update: Updater<ImagemapAction>) => setAction(update),
    [],
  );
  const remove = useCallback(() => setRemoved(true), []);
  if (removed) return <p>ลบแล้ว</p>;
  return (
    <ImagemapActionForm
      index={0}
      action={action}
      baseSize={{ width: 1040, height: 700 }}
      issues={issues}
      readOnly={readOnly}
      onChange={change}
      onRemove={remove}
    />
  );
}

const meta: Meta<typeof ActionFormPlayground> = {
  title: 'message-composer/editors/Rich message/Action form',
  component: ActionFormPlayground,
};
export default meta;
type Story = StoryObj<typeof ActionFormPlayground>;

const area = { x: 100, y: 200, width: 400, height: 300 };

export const LinkAction: Story = {
  args: { initial: { type: 'uri', linkUri: 'https://example.org', area } },
};
export const TextAction: Story = {
  args: { initial: { type: 'message', text: 'สนใจรับบริการ', area } },
};
export const WithError: Story = {
  args: {
    initial: { type: 'uri', linkUri: '', area },
    issues: [{ path: 'linkUri', message: MESSAGES.linkRequired }],
  },
};
export const ReadOnly: Story = {
  args: { initial: { type: 'uri', linkUri: 'https://example.org', area }, readOnly: true },
};

/** Inside a host that offers the unit's tracking links: 'ใช้ลิงก์ติดตาม' under the link. */
export const WithTrackingLinks: Story = {
  args: LinkAction.args,
  decorators: [withTrackingLinks()],
};
