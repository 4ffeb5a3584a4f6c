import { useState } from 'react';
import { useNavigate } from 'react-router';
import { createTrackingUrl, getTrackingUrl, updateTrackingUrl } from '@hbc/api-clients';
import { ROUTES, type TrackingUrlRecord } from '@hbc/contracts';
import { useEntityForm } from '@hbc/data-screens';
import { formLoad } from '../../resources/useRecordQuery';
import {
  NEW_TRACKING_URL,
  toFormValues,
  toTrackingUrlBody,
  trackingUrlFormSchema,
  type TrackingUrlFormValues,
} from './tracking-url-form-values';

/** The link of `?id=`: null for a new one, 'invalid' when it cannot be a link's id. */
export type TrackingUrlFormId = number | null | 'invalid';

/**
 * The form of /tracking-url/form: a new link (`id` null) or the link `id`. Reads it (keeping the
 * record, whose short link the form shows), checks it by the contracts' rules, saves it (the
 * API's issues land on the fields) and goes back to the list; cancelling goes back too.
 */
export function useTrackingUrlForm(id: TrackingUrlFormId) {
  const navigate = useNavigate();
  const [loaded, setLoaded] = useState<TrackingUrlRecord | null>(null);
  const toList = () => void navigate(ROUTES.trackingUrl);
  const form = useEntityForm<TrackingUrlFormValues, TrackingUrlRecord>({
    initialValues: NEW_TRACKING_URL,
    validationSchema: trackingUrlFormSchema,
    ...formLoad(id, (linkId, signal) =>
      getTrackingUrl(linkId, signal).then((link) => {
        setLoaded(link);
        return toFormValues(link);
      }),
    ),
    save: (values) =>
      typeof id === 'number'
        ? updateTrackingUrl(id, toTrackingUrlBody(values, true))
        : createTrackingUrl(toTrackingUrlBody(values, false)),
    onSaved: toList,
  });
  return { form, editing: id !== null, loaded, cancel: toList };
}
