import type { SegmentCidList, SegmentConditionKind, SegmentMatch, Sex } from '@hbc/contracts';

/**
 * A condition as the rule builder holds it while staff edit: the contract's fields, with room
 * for what is not chosen yet (an empty age, no day), and a `key` that keeps each condition's
 * editor in place when another is removed. `toCondition` of its kind turns it into the contract's
 * condition; the form's values keep the contract's names, so the API's issue paths
 * (`/rules/conditions/0/max`) land on the fields that show them.
 */
interface DraftBase<K extends SegmentConditionKind> {
  kind: K;
  key: string;
}

export interface AgeDraft extends DraftBase<'AGE'> {
  /** Digits as typed; '' for no bound. */
  min: string;
  max: string;
}
export interface SexDraft extends DraftBase<'SEX'> {
  sexes: Sex[];
}
export interface ProvinceDraft extends DraftBase<'PROVINCE'> {
  provinceIds: number[];
}
export interface TagsDraft extends DraftBase<'TAGS'> {
  match: SegmentMatch;
  tags: string[];
}
export interface FollowDateDraft extends DraftBase<'FOLLOW_DATE'> {
  /** 'YYYY-MM-DD', or null for an open end. */
  from: string | null;
  to: string | null;
}
export interface CidListDraft extends DraftBase<'CID_LIST'> {
  /** The uploaded list's id; null until a file is uploaded. */
  listId: string | null;
  /** What the upload answered (file, size, bad rows); null for a list saved earlier. */
  list: SegmentCidList | null;
}

export type ConditionDraft =
  AgeDraft | SexDraft | ProvinceDraft | TagsDraft | FollowDateDraft | CidListDraft;

export type DraftOf<K extends SegmentConditionKind> = Extract<ConditionDraft, { kind: K }>;

/** A condition's draft without its key: what a kind makes, new or from a saved condition. */
export type DraftFields<K extends SegmentConditionKind> = Omit<DraftOf<K>, 'key'>;

export interface RulesDraft {
  match: SegmentMatch;
  conditions: ConditionDraft[];
}

/** The values of the segment form. */
export interface SegmentFormValues {
  name: string;
  rules: RulesDraft;
}

export const NEW_SEGMENT: SegmentFormValues = {
  name: '',
  rules: { match: 'ALL', conditions: [] },
};

let lastKey = 0;

/** A key no other condition on the page has. */
export function newConditionKey(): string {
  lastKey += 1;
  return `condition-${lastKey}`;
}
