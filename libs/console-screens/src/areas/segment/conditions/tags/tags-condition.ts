import * as yup from 'yup';
import {
  CITIZEN_TAG_MAX_LENGTH,
  CITIZEN_TAG_PATTERN,
  CITIZEN_TAGS_MAX,
  SEGMENT_MATCHES,
  type SegmentMatch,
} from '@hbc/contracts';
import { CONDITION_MESSAGES } from '../../condition-messages';
import type { ConditionKindModel } from '../condition-kind';

/** How the tags of one condition combine. */
export const TAG_MATCH_LABELS: Record<SegmentMatch, string> = {
  ANY: 'มีแท็กใดแท็กหนึ่ง',
  ALL: 'มีครบทุกแท็ก',
};

const tagPattern = new RegExp(CITIZEN_TAG_PATTERN);

/** Carrying any, or all, of the tags. */
export const TAGS_CONDITION: ConditionKindModel<'TAGS'> = {
  kind: 'TAGS',
  create: () => ({ kind: 'TAGS', match: 'ANY', tags: [] }),
  fromCondition: (condition) => ({
    kind: 'TAGS',
    match: condition.match,
    tags: [...condition.tags],
  }),
  toCondition: (draft) => ({ kind: 'TAGS', match: draft.match, tags: [...draft.tags] }),
  schema: yup.object({
    match: yup.string<SegmentMatch>().oneOf(SEGMENT_MATCHES).defined(),
    // Each tag's rules are the list's, so that the message lands under the one field of chips.
    tags: yup
      .array(yup.string().defined())
      .defined()
      .min(1, CONDITION_MESSAGES.tagsRequired)
      .max(CITIZEN_TAGS_MAX, CONDITION_MESSAGES.tagsTooMany)
      .test('tag-length', CONDITION_MESSAGES.tagTooLong, (tags) =>
        tags.every((tag) => tag.length <= CITIZEN_TAG_MAX_LENGTH),
      )
      .test('tag-pattern', CONDITION_MESSAGES.tagInvalid, (tags) =>
        tags.every((tag) => tagPattern.test(tag)),
      ),
  }),
  summary: (condition) => `${TAG_MATCH_LABELS[condition.match]}: ${condition.tags.join(', ')}`,
};
