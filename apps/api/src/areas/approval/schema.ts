import { BroadcastRejectBody as RejectFields } from '@hbc/contracts';
import { withFreeText } from '../../schemas/free-text';

/** The reason of a rejection is free text, kept for the maker to read. */
export const BroadcastRejectBody = withFreeText(RejectFields, 'reason');
