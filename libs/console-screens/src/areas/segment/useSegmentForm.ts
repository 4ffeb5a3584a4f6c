import { useNavigate } from 'react-router';
import { createSegment, getSegment, updateSegment } from '@hbc/api-clients';
import { ROUTES, type SegmentRecord } from '@hbc/contracts';
import { useEntityForm } from '@hbc/data-screens';
import { formLoad } from '../../resources/useRecordQuery';
import { NEW_SEGMENT, type SegmentFormValues } from './condition-drafts';
import { segmentFormSchema, toFormValues, toSegmentBody } from './segment-form-values';

/** The segment of `?id=`: null for a new one, 'invalid' when it cannot be a segment's id. */
export type SegmentFormId = number | null | 'invalid';

export const segmentDetailPath = (id: number) => `${ROUTES.segmentDetail}?id=${id}`;

/**
 * The segment form of /segment/form: a new segment (`id` null) or the segment `id`. Reads it,
 * checks it by the contracts' rules, saves it (the API's issues land on the fields) and opens
 * its detail page; cancelling goes back where the form was opened from.
 */
export function useSegmentForm(id: SegmentFormId) {
  const navigate = useNavigate();
  const form = useEntityForm<SegmentFormValues, SegmentRecord>({
    initialValues: NEW_SEGMENT,
    validationSchema: segmentFormSchema,
    ...formLoad(id, (segmentId, signal) => getSegment(segmentId, signal).then(toFormValues)),
    save: (values) =>
      typeof id === 'number'
        ? updateSegment(id, toSegmentBody(values))
        : createSegment(toSegmentBody(values)),
    onSaved: (saved) => void navigate(segmentDetailPath(saved.id)),
  });
  return {
    form,
    editing: id !== null,
    cancel: () => void navigate(typeof id === 'number' ? segmentDetailPath(id) : ROUTES.segment),
  };
}
