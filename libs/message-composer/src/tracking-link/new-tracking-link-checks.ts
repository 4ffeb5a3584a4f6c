import {
  FIELD_MESSAGES,
  TRACKING_TARGET_PATTERN,
  TRACKING_URL_MESSAGES,
  TRACKING_URL_NAME_MAX_LENGTH,
  TRACKING_URL_TARGET_MAX_LENGTH,
} from '@hbc/contracts';
import type { NewTrackingLink, NewTrackingLinkField } from './tracking-link-picker';

export type NewTrackingLinkErrors = Partial<Record<NewTrackingLinkField, string>>;

/** The problems of a new link by the contracts' rules and Thai messages: what the API would refuse. */
export function newTrackingLinkErrors({ name, targetUrl }: NewTrackingLink): NewTrackingLinkErrors {
  const errors: NewTrackingLinkErrors = {};
  if (!/\S/.test(name)) errors.name = TRACKING_URL_MESSAGES.nameRequired;
  else if (name.length > TRACKING_URL_NAME_MAX_LENGTH)
    errors.name = FIELD_MESSAGES.tooLong(TRACKING_URL_NAME_MAX_LENGTH);
  if (targetUrl === '') errors.targetUrl = TRACKING_URL_MESSAGES.targetRequired;
  else if (targetUrl.length > TRACKING_URL_TARGET_MAX_LENGTH)
    errors.targetUrl = FIELD_MESSAGES.tooLong(TRACKING_URL_TARGET_MAX_LENGTH);
  else if (!TRACKING_TARGET_PATTERN.test(targetUrl))
    errors.targetUrl = TRACKING_URL_MESSAGES.targetInvalid;
  return errors;
}

/** What a link field held, as the new link's destination when it can be one. */
export function destinationOf(fieldValue: string): string {
  const value = fieldValue.trim();
  return TRACKING_TARGET_PATTERN.test(value) && value.length <= TRACKING_URL_TARGET_MAX_LENGTH
    ? value
    : '';
}
