import { useCallback, useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { SAMPLE_TRACKING_LINKS, withTrackingLinks } from '../../testing/memory-tracking-links';
import { withMemoryUpload } from '../../testing/with-memory-upload';
import {
  createCardBubble,
  MESSAGES,
  writeCard,
  type CardBubble,
  type FieldIssue,
} from '@hbc/message-model';
import { sampleImage } from '@hbc/message-model/fixtures';
import type { Updater } from '../types';
import { CardForm } from './CardForm';

interface PlaygroundProps {
  initial: CardBubble;
  issues?: FieldIssue[];
  readOnly?: boolean;
  canDelete?: boolean;
}

function CardFormPlayground({ initial, issues = [], readOnly, canDelete = true }: PlaygroundProps) {
  const [card, setCard] = useState(initial);
  const [deleteAsked, setDeleteAsked] = useState(false);
  const change = useCallback((_index: number, update: Updater<CardBubble>) => setCard(update), []);
  const askDelete = useCallback(() => setDeleteAsked(true), []);
  return (
    <>
      <CardForm
        index={0}
        card={card}
        issues={issues}
        readOnly={readOnly}
        canDelete={canDelete}
        onChange={change}
        onDelete={askDelete}
      />
      {deleteAsked && <p>ขอลบการ์ดที่ 1</p>}
    </>
  );
}

const meta: Meta<typeof CardFormPlayground> = {
  title: 'message-composer/editors/Card message/Card form',
  component: CardFormPlayground,
  decorators: [withMemoryUpload],
};
export default meta;
type Story = StoryObj<typeof CardFormPlayground>;

const image = sampleImage('1', '#1b8a4b');

export const ImageOnly: Story = {
  args: { initial: writeCard({ image, hasAction: false, label: '', link: '' }) },
};
export const WithAction: Story = {
  args: {
    initial: writeCard({
      image,
      hasAction: true,
      label: 'ดูรายละเอียด',
      link: 'https://example.org/a',
    }),
  },
};
export const EmptyErrors: Story = {
  args: {
    initial: writeCard({ image: '', hasAction: true, label: '', link: '' }),
    issues: [
      { path: 'image', message: MESSAGES.imageRequired },
      { path: 'label', message: MESSAGES.labelRequired },
      { path: 'link', message: MESSAGES.linkRequired },
    ],
  },
};
/**
 * A label over the 15 characters allowed, as an old draft or custom JSON can hold one: shown whole
 * as too long (red counter, the rule's error) until its first edit cuts it.
 */
export const LongLabel: Story = {
  args: {
    initial: writeCard({
      image,
      hasAction: true,
      label: 'ดูรายละเอียดเพิ่มเติมที่นี่',
      link: 'https://example.org/a',
    }),
  },
};
export const OnlyCard: Story = { args: { initial: createCardBubble(), canDelete: false } };
export const ReadOnly: Story = { args: { ...WithAction.args, readOnly: true } };

/** Inside a host that offers the unit's tracking links: 'ใช้ลิงก์ติดตาม' under the link. */
export const WithTrackingLinks: Story = {
  args: WithAction.args,
  decorators: [withTrackingLinks()],
};

/** The card's link is a tracking link: the field says which. */
export const HoldingTrackingLink: Story = {
  args: {
    initial: writeCard({
      image,
      hasAction: true,
      label: 'นัดฉีดวัคซีน',
      link: SAMPLE_TRACKING_LINKS[0]?.shortUrl ?? '',
    }),
  },
  decorators: [withTrackingLinks()],
};

/** Read-only with a tracking link: the chip stays, the button goes. */
export const ReadOnlyTrackingLink: Story = {
  args: { ...HoldingTrackingLink.args, readOnly: true },
  decorators: [withTrackingLinks()],
};
