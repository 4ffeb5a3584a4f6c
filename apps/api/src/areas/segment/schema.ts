import {
  SegmentBody as SegmentFields,
  SegmentCidListBody as SegmentCidListFields,
} from '@hbc/contracts';
import { withFreeText } from '../../schemas/free-text';

export { SegmentCountBody, SegmentListBody } from '@hbc/contracts';
/** A segment's name is free text. */
export const SegmentBody = withFreeText(SegmentFields, 'name');
/** The uploaded file's name is free text. */
export const SegmentCidListBody = withFreeText(SegmentCidListFields, 'fileName');
