import {
  FIELD_MESSAGES,
  TRACKING_TARGET_PATTERN,
  TRACKING_URL_MESSAGES,
  TRACKING_URL_NAME_MAX_LENGTH,
  TRACKING_URL_TARGET_MAX_LENGTH,
} from '@hbc/contracts';
import type { NewTrackingLink, NewTrackingLinkField } from './tracking-link-picker';

export type NewTrackingLinkErrors = Partial<Record<NewTrackingLinkField, string>>;

function tooLong(value: string, max: number): string | undefined {
  return value.length > max ? FIELD_MESSAGES.tooLong(max) : undefined;
}

/** The length rules alone: shown while typing, as the fields keep whatever is typed or pasted. */
export function newTrackingLinkLengthErrors({
  name,
  targetUrl,
}: NewTrackingLink): NewTrackingLinkErrors {
  const errors: NewTrackingLinkErrors = {};
  const nameTooLong = tooLong(name, TRACKING_URL_NAME_MAX_LENGTH);
  const targetTooLong = tooLong(targetUrl, TRACKING_URL_TARGET_MAX_LENGTH);
  if (nameTooLong) errors.name = nameTooLong;
  if (targetTooLong) errors.targetUrl = targetTooLong;
  return errors;
}

/** The problems of a new link by the contracts' rules and Thai messages: what the API would refuse. */
export function newTrackingLinkErrors(link: NewTrackingLink): NewTrackingLinkErrors {
  const { name, targetUrl } = link;
  const errors = newTrackingLinkLengthErrors(link);
  if (!/\S/.test(name)) errors.name = TRACKING_URL_MESSAGES.nameRequired;
  if (targetUrl === '') errors.targetUrl = TRACKING_URL_MESSAGES.targetRequired;
  else if (!errors.targetUrl && !TRACKING_TARGET_PATTERN.test(targetUrl))
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
