import { ValidationError } from 'yup';
import {
  SEGMENT_CONDITION_KINDS,
  SEGMENT_CONDITIONS_MAX,
  SEGMENT_MESSAGES,
  SEGMENT_RULE_MESSAGES,
  segmentRulesProblems,
  type SegmentRecord,
  type SegmentRules,
} from '@hbc/contracts';
import type { ConditionDraft, SegmentFormValues } from './condition-drafts';
import { CONDITION_MESSAGES } from './condition-messages';
import {
  countableRules,
  newCondition,
  segmentFormSchema,
  toFormValues,
  toSegmentBody,
} from './segment-form-values';

/** The form's Thai messages by field, as Formik would place them. */
function problems(values: SegmentFormValues): Record<string, string> {
  try {
    segmentFormSchema.validateSync(values, { abortEarly: false });
    return {};
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const found: Record<string, string> = {};
    for (const issue of error.inner) {
      const path = (issue.path ?? '').replace(/\[(\d+)\]/g, '.$1');
      found[path] ??= issue.message;
    }
    return found;
  }
}

const form = (...conditions: ConditionDraft[]): SegmentFormValues => ({
  name: 'ผู้สูงอายุ',
  rules: { match: 'ALL', conditions },
});
const age = (min: string, max: string) => ({ ...newCondition('AGE'), min, max }) as ConditionDraft;
const dates = (from: string | null, to: string | null) =>
  ({ ...newCondition('FOLLOW_DATE'), from, to }) as ConditionDraft;

describe('the segment form rules', () => {
  it('asks for a name and at least one condition, in the contracts’ Thai', () => {
    expect(problems({ name: ' ', rules: { match: 'ALL', conditions: [] } })).toEqual({
      name: SEGMENT_MESSAGES.nameRequired,
      'rules.conditions': SEGMENT_RULE_MESSAGES.noConditions,
    });
  });

  it(`refuses more than ${SEGMENT_CONDITIONS_MAX} conditions`, () => {
    const many = Array.from({ length: SEGMENT_CONDITIONS_MAX + 1 }, () => age('20', ''));
    expect(problems(form(...many))).toEqual({
      'rules.conditions': CONDITION_MESSAGES.conditionsTooMany(SEGMENT_CONDITIONS_MAX),
    });
  });

  it('says what each new condition still needs', () => {
    const drafts = SEGMENT_CONDITION_KINDS.map(newCondition);
    expect(problems(form(...drafts))).toEqual({
      'rules.conditions.0.min': SEGMENT_RULE_MESSAGES.ageEmpty,
      'rules.conditions.1.sexes': CONDITION_MESSAGES.sexRequired,
      'rules.conditions.2.provinceIds': CONDITION_MESSAGES.provinceRequired,
      'rules.conditions.3.tags': CONDITION_MESSAGES.tagsRequired,
      'rules.conditions.4.from': SEGMENT_RULE_MESSAGES.dateEmpty,
      'rules.conditions.5.listId': CONDITION_MESSAGES.cidListRequired,
    });
  });

  it.each([
    ['', '', { 'rules.conditions.0.min': SEGMENT_RULE_MESSAGES.ageEmpty }],
    ['60', '', {}],
    ['', '14', {}],
    ['30', '30', {}],
    ['61', '60', { 'rules.conditions.0.max': SEGMENT_RULE_MESSAGES.ageReversed }],
    ['131', '', { 'rules.conditions.0.min': CONDITION_MESSAGES.ageRange }],
  ])('ages %p to %p: %p', (min, max, expected) => {
    expect(problems(form(age(min, max)))).toEqual(expected);
  });

  it.each([
    [null, null, { 'rules.conditions.0.from': SEGMENT_RULE_MESSAGES.dateEmpty }],
    ['2026-01-01', null, {}],
    [null, '2026-01-31', {}],
    ['2026-02-01', '2026-01-31', { 'rules.conditions.0.to': SEGMENT_RULE_MESSAGES.dateReversed }],
    ['2026-02-30', null, { 'rules.conditions.0.from': SEGMENT_RULE_MESSAGES.dateInvalid }],
  ])('follow dates %p to %p: %p', (from, to, expected) => {
    expect(problems(form(dates(from, to)))).toEqual(expected);
  });

  it('refuses a tag the API would refuse, and more tags than a citizen can carry', () => {
    const tags = (list: string[]) => ({ ...newCondition('TAGS'), tags: list }) as ConditionDraft;
    expect(problems(form(tags(['เบาหวาน|ความดัน'])))).toEqual({
      'rules.conditions.0.tags': CONDITION_MESSAGES.tagInvalid,
    });
    expect(problems(form(tags(['ก'.repeat(51)])))).toEqual({
      'rules.conditions.0.tags': CONDITION_MESSAGES.tagTooLong,
    });
    expect(problems(form(tags(Array.from({ length: 21 }, (_, i) => `แท็ก${i}`))))).toEqual({
      'rules.conditions.0.tags': CONDITION_MESSAGES.tagsTooMany,
    });
  });

  it('agrees with the contracts’ segmentRulesProblems on every age and date range', () => {
    const ages = ['', '0', '17', '60', '130'];
    const days = [null, '2026-01-01', '2026-06-30', '2026-02-30'];
    for (const min of ages) {
      for (const max of ages) {
        const values = form(age(min, max));
        const rules: SegmentRules = toSegmentBody(values).rules;
        expect(Object.keys(problems(values)).length > 0).toBe(
          segmentRulesProblems(rules).length > 0,
        );
      }
    }
    for (const from of days) {
      for (const to of days) {
        const values = form(dates(from, to));
        const rules: SegmentRules = toSegmentBody(values).rules;
        expect(Object.keys(problems(values)).length > 0).toBe(
          segmentRulesProblems(rules).length > 0,
        );
      }
    }
  });
});

describe('the segment form values', () => {
  const record: Pick<SegmentRecord, 'name' | 'rules'> = {
    name: 'ผู้สูงอายุเบาหวานในขอนแก่น',
    rules: {
      match: 'ANY',
      conditions: [
        { kind: 'AGE', min: 60 },
        { kind: 'SEX', sexes: ['FEMALE', 'MALE'] },
        { kind: 'PROVINCE', provinceIds: [40, 44] },
        { kind: 'TAGS', match: 'ALL', tags: ['เบาหวาน', 'ความดันโลหิตสูง'] },
        { kind: 'FOLLOW_DATE', to: '2026-06-30' },
        { kind: 'CID_LIST', listId: '5b0c7f9e-2d0a-4f55-9b5e-6f1d2f3a4b5c' },
      ],
    },
  };

  it('sends back the rules it read, sexes in the contracts’ order, without the editor keys', () => {
    const values = toFormValues(record);
    expect(values.rules.conditions.map((c) => c.key)).toHaveLength(6);
    expect(new Set(values.rules.conditions.map((c) => c.key)).size).toBe(6);
    expect(problems(values)).toEqual({});
    const body = toSegmentBody(values);
    expect(body).toEqual({
      ...record,
      rules: {
        ...record.rules,
        conditions: record.rules.conditions.map((c) =>
          c.kind === 'SEX' ? { kind: 'SEX', sexes: ['MALE', 'FEMALE'] } : c,
        ),
      },
    });
    expect(JSON.stringify(body)).not.toContain('condition-');
  });

  it('counts rules only once every condition is complete; no condition counts the whole unit', () => {
    expect(countableRules({ match: 'ALL', conditions: [] })).toEqual({
      match: 'ALL',
      conditions: [],
    });
    expect(countableRules({ match: 'ANY', conditions: [age('', '')] })).toBeNull();
    expect(countableRules({ match: 'ANY', conditions: [age('15', '')] })).toEqual({
      match: 'ANY',
      conditions: [{ kind: 'AGE', min: 15 }],
    });
  });
});
