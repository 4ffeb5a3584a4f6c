import { TrackingUrlBody as TrackingUrlFields } from '@hbc/contracts';
import { withFreeText } from '../../schemas/free-text';

export { TrackingUrlListBody } from '@hbc/contracts';
/** A link's name is free text. */
export const TrackingUrlBody = withFreeText(TrackingUrlFields, 'name');
