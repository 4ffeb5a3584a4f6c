import { ApiError } from '@hbc/api-clients';
import {
  FREQUENCY_CAP_COUNT_MAX,
  FREQUENCY_CAP_DAYS_MAX,
  SEND_POLICY_MESSAGES,
  sendPolicyProblems,
  type SendPolicy,
} from '@hbc/contracts';

/** The send policy as its screen holds it: each part switched on or off, its fields as typed. */
export interface SendPolicyValues {
  windowOn: boolean;
  /** 'HH:MM', 24-hour, Bangkok time. */
  start: string;
  end: string;
  capOn: boolean;
  count: string;
  days: string;
}

export type SendPolicyField = 'start' | 'end' | 'count' | 'days';
export type SendPolicyFieldProblems = Partial<Record<SendPolicyField, string>>;

/** What the screen says of a field left empty or not a whole number. */
export const SEND_POLICY_FORM_MESSAGES = {
  countRequired: 'กรุณากรอกจำนวนครั้ง',
  daysRequired: 'กรุณากรอกจำนวนวัน',
  wholeNumber: 'กรุณากรอกจำนวนเต็ม',
} as const;

/** What a part shows when switched on for the first time: office hours, and 3 in a week. */
const SUGGESTED = { start: '08:00', end: '20:00', count: '3', days: '7' } as const;

/**
 * 'HH:MM' from 00:00 to 23:59, the rule of the contract's `SendWindowSchema`. Not read from the
 * schema: the form's first load shares the contract's send-policy module (the window's
 * arithmetic), and the schema would bring TypeBox into it.
 */
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** A saved policy on the screen; a part it has not shows the suggested values, switched off. */
export function valuesOf(policy: SendPolicy): SendPolicyValues {
  const { sendWindow, frequencyCap } = policy;
  return {
    windowOn: sendWindow !== null,
    start: sendWindow?.start ?? SUGGESTED.start,
    end: sendWindow?.end ?? SUGGESTED.end,
    capOn: frequencyCap !== null,
    count: frequencyCap ? String(frequencyCap.count) : SUGGESTED.count,
    days: frequencyCap ? String(frequencyCap.days) : SUGGESTED.days,
  };
}

function timeProblem(value: string): string | undefined {
  return TIME.test(value.trim()) ? undefined : SEND_POLICY_MESSAGES.badTime;
}

function wholeProblem(
  value: string,
  max: number,
  texts: { required: string; tooSmall: string; tooLarge: string },
): string | undefined {
  const text = value.trim();
  if (!text) return texts.required;
  if (!/^\d+$/.test(text)) return SEND_POLICY_FORM_MESSAGES.wholeNumber;
  const n = Number(text);
  if (n < 1) return texts.tooSmall;
  return n > max ? texts.tooLarge : undefined;
}

/** The policy the screen holds, unchecked: its parts switched off are none. */
function policyOfValues(values: SendPolicyValues): SendPolicy {
  return {
    sendWindow: values.windowOn ? { start: values.start.trim(), end: values.end.trim() } : null,
    frequencyCap: values.capOn
      ? { count: Number(values.count.trim()), days: Number(values.days.trim()) }
      : null,
  };
}

/**
 * What is wrong with the fields of the parts switched on, in Thai, by the contract's rules: a
 * time not 'HH:MM', a window that starts and ends at the same minute, a count or days not a
 * whole number within its limits. Empty: the policy may be saved.
 */
export function problemsOf(values: SendPolicyValues): SendPolicyFieldProblems {
  const found: SendPolicyFieldProblems = {};
  if (values.windowOn) {
    const start = timeProblem(values.start);
    const end = timeProblem(values.end);
    if (start) found.start = start;
    if (end) found.end = end;
  }
  if (values.capOn) {
    const count = wholeProblem(values.count, FREQUENCY_CAP_COUNT_MAX, {
      required: SEND_POLICY_FORM_MESSAGES.countRequired,
      tooSmall: SEND_POLICY_MESSAGES.countTooSmall,
      tooLarge: SEND_POLICY_MESSAGES.countTooLarge,
    });
    const days = wholeProblem(values.days, FREQUENCY_CAP_DAYS_MAX, {
      required: SEND_POLICY_FORM_MESSAGES.daysRequired,
      tooSmall: SEND_POLICY_MESSAGES.daysTooSmall,
      tooLarge: SEND_POLICY_MESSAGES.daysTooLarge,
    });
    if (count) found.count = count;
    if (days) found.days = days;
  }
  if (Object.keys(found).length > 0) return found;
  for (const problem of sendPolicyProblems(policyOfValues(values))) {
    const field = fieldOfPath(problem.path);
    if (field) found[field] ??= problem.message;
  }
  return found;
}

/** The policy the screen holds, or null while a field of a part switched on is not right. */
export function policyOf(values: SendPolicyValues): SendPolicy | null {
  return Object.keys(problemsOf(values)).length === 0 ? policyOfValues(values) : null;
}

const FIELD_PATHS: Record<string, SendPolicyField> = {
  '/sendWindow/start': 'start',
  '/sendWindow/end': 'end',
  '/frequencyCap/count': 'count',
  '/frequencyCap/days': 'days',
};

function fieldOfPath(path: string): SendPolicyField | undefined {
  return FIELD_PATHS[path];
}

/**
 * The API's 400 issues: those on a field of the screen by field (the first of each), the others'
 * messages apart; null for any other failure.
 */
export function problemsFromApi(
  error: unknown,
): { fields: SendPolicyFieldProblems; others: string[] } | null {
  if (!(error instanceof ApiError) || error.status !== 400 || !error.errors?.length) return null;
  const fields: SendPolicyFieldProblems = {};
  const others: string[] = [];
  for (const issue of error.errors) {
    const field = fieldOfPath(issue.path);
    if (field) fields[field] ??= issue.message;
    else if (!others.includes(issue.message)) others.push(issue.message);
  }
  return { fields, others };
}
