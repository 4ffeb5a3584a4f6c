import { useState } from 'react';
import {
  MessageComposerDialog,
  TrackingLinkPickerContext,
  type MessageComposerDialogProps,
} from '@hbc/message-composer';
import { createApiTrackingLinkPicker } from '../tracking-url/composer-tracking-links';

/**
 * The message composer's overlay as a chunk of its own: OnDemandMessageComposer loads it on the
 * first press of its button, so the broadcast form's first load goes without the composer. Its
 * link fields offer the unit's tracking links ('ใช้ลิงก์ติดตาม').
 */
export default function OpenedMessageComposer(props: MessageComposerDialogProps) {
  const [trackingLinks] = useState(createApiTrackingLinkPicker);
  return (
    <TrackingLinkPickerContext.Provider value={trackingLinks}>
      <MessageComposerDialog {...props} />
    </TrackingLinkPickerContext.Provider>
  );
}

/** The send confirmation previews the first message with the composer's code: it comes along. */
export { default as SendConfirmDialog } from './SendConfirmDialog';
