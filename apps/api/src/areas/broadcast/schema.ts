import { BroadcastBody as BroadcastFields } from '@hbc/contracts';
import { Type } from '@sinclair/typebox';
import { withFreeText } from '../../schemas/free-text';

/** A broadcast's title and urgent reason are free text; its messages go to citizens exactly as written. */
export const BroadcastBody = withFreeText(BroadcastFields, 'title', 'urgentReason');

/** The progress stream: `text/event-stream` of `event: progress` with `BroadcastProgress` as data. */
export const BroadcastProgressStream = Type.String({
  description:
    'text/event-stream: `event: progress` events whose data is a BroadcastProgress, until the broadcast ends',
});
