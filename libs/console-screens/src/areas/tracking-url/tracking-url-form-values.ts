import * as yup from 'yup';
import { TRACKING_URL_MESSAGES, TrackingUrlBody, type TrackingUrlRecord } from '@hbc/contracts';
import { ruleFromSchema } from '@hbc/data-screens';

export interface TrackingUrlFormValues {
  name: string;
  targetUrl: string;
  /** Editing only: a new link starts enabled. */
  enabled: boolean;
}

export const NEW_TRACKING_URL: TrackingUrlFormValues = { name: '', targetUrl: '', enabled: true };

/** The contracts' rules and Thai messages, as the API checks the same body. */
export const trackingUrlFormSchema = yup.object({
  name: ruleFromSchema(TrackingUrlBody.properties.name, TRACKING_URL_MESSAGES.nameRequired),
  targetUrl: ruleFromSchema(
    TrackingUrlBody.properties.targetUrl,
    TRACKING_URL_MESSAGES.targetRequired,
  ),
  enabled: yup.boolean(),
});

export function toFormValues(link: TrackingUrlRecord): TrackingUrlFormValues {
  return { name: link.name, targetUrl: link.targetUrl, enabled: link.enabled };
}

/** What a save sends: a new link is created enabled; an edit says whether it stays so. */
export function toTrackingUrlBody(
  values: TrackingUrlFormValues,
  editing: boolean,
): TrackingUrlBody {
  const body = { name: values.name, targetUrl: values.targetUrl };
  return editing ? { ...body, enabled: values.enabled } : body;
}
