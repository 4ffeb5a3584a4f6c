import { ApiError } from '@hbc/api-clients';
import {
  BROADCAST_MESSAGES,
  APPROVAL_TEXTS,
  BROADCAST_TITLE_MAX_LENGTH,
  FIELD_MESSAGES,
  URGENT_REASON_MAX_LENGTH,
  moreErrorsText,
  type BroadcastBody,
  type BroadcastTestSendBody,
} from '@hbc/contracts';
import { apiErrorText } from '@hbc/data-screens';
import { toast } from '@hbc/ui';
import { formApi } from './broadcast-form-api-loader';
import {
  bangkokInstant,
  scheduledAtOf,
  type BroadcastDraft,
  type FormProblems,
} from './broadcast-draft';

/**
 * What the form's buttons do: check, save, test-send and send a broadcast. Loaded on the first
 * press (or when the browser is idle), not with the form's first paint.
 */
export const BROADCAST_FORM_TEXT = {
  saved: 'บันทึกฉบับร่างแล้ว',
  saveFailed: 'บันทึกบรอดแคสต์ไม่สำเร็จ',
  testSent: (names: readonly string[]) => `ส่งทดสอบถึง ${names.join(', ')} แล้ว`,
  testFailed: 'ส่งทดสอบไม่สำเร็จ',
  testNotSent: (failed: readonly { name: string; reason: string }[]) =>
    `ส่งทดสอบไม่ถึง ${failed.map(({ name, reason }) => `${name} (${reason})`).join(', ')}`,
  sendFailed: 'ส่งบรอดแคสต์ไม่สำเร็จ',
  timeRequired: 'กรุณาเลือกวันและเวลาที่จะส่ง',
} as const;

const bodyOf = (draft: BroadcastDraft): BroadcastBody => ({
  title: draft.title.trim(),
  messages: draft.messages,
  target: draft.target,
  segmentId: draft.target === 'SEGMENT' ? draft.segmentId : null,
  // Absent: not urgent.
  ...(draft.urgent ? { urgent: true, urgentReason: draft.urgentReason.trim() } : {}),
});

/** What the form says before calling the API; `sending` also needs messages and a time. */
export function problemsOf(
  draft: BroadcastDraft,
  sending: boolean,
  now = Date.now(),
): FormProblems {
  const problems: FormProblems = {};
  if (!draft.title.trim()) problems.title = BROADCAST_MESSAGES.titleRequired;
  else if (draft.title.trim().length > BROADCAST_TITLE_MAX_LENGTH) {
    problems.title = FIELD_MESSAGES.tooLong(BROADCAST_TITLE_MAX_LENGTH);
  }
  if (draft.target === 'SEGMENT' && draft.segmentId === null) {
    problems.segmentId = BROADCAST_MESSAGES.segmentRequired;
  }
  if (draft.urgent && !draft.urgentReason.trim()) {
    problems.urgentReason = APPROVAL_TEXTS.urgentReasonRequired;
  } else if (draft.urgent && draft.urgentReason.trim().length > URGENT_REASON_MAX_LENGTH) {
    problems.urgentReason = FIELD_MESSAGES.tooLong(URGENT_REASON_MAX_LENGTH);
  }
  if (sending && draft.messages.length === 0)
    problems.messages = [BROADCAST_MESSAGES.messagesRequired];
  if (sending && draft.schedule === 'AT') {
    if (!draft.day || !/^\d{2}:\d{2}$/.test(draft.time)) {
      problems.scheduledAt = BROADCAST_FORM_TEXT.timeRequired;
    } else if (new Date(bangkokInstant(draft.day, draft.time)).getTime() <= now) {
      problems.scheduledAt = BROADCAST_MESSAGES.scheduleInPast;
    }
  }
  return problems;
}

export const hasProblems = (problems: FormProblems) => Object.keys(problems).length > 0;

/** The API's 400 issues on the form's fields; the messages' all listed, then how many more. */
function problemsFromApi(error: unknown): FormProblems | null {
  if (!(error instanceof ApiError) || error.status !== 400 || !error.errors?.length) return null;
  const problems: FormProblems = {};
  for (const issue of error.errors) {
    if (issue.path.startsWith('/title')) problems.title = issue.message;
    else if (issue.path.startsWith('/segmentId')) problems.segmentId = issue.message;
    else if (issue.path.startsWith('/scheduledAt')) problems.scheduledAt = issue.message;
    else if (issue.path.startsWith('/urgentReason')) problems.urgentReason = issue.message;
    else problems.messages = [...(problems.messages ?? []), issue.message];
  }
  if (error.moreErrors) {
    problems.messages = [...(problems.messages ?? []), moreErrorsText(error.moreErrors)];
  }
  return problems;
}

/** The form an action works on, and how it tells the form what happened. */
export interface ActionTarget {
  draft: BroadcastDraft;
  /** The broadcast's id once saved; null for a new one. */
  savedId: number | null;
  onSaved: (id: number, draft: BroadcastDraft) => void;
  onProblems: (problems: FormProblems) => void;
}

/** Shows what the API refused: its 400 issues on the fields, and a toast. */
function refused(target: ActionTarget, error: unknown, failedText: string): void {
  const fromApi = problemsFromApi(error);
  if (fromApi) target.onProblems(fromApi);
  toast.error(
    fromApi?.messages ? BROADCAST_MESSAGES.messagesInvalid : apiErrorText(error, failedText),
  );
}

/** Creates or updates the broadcast; its id, or null when the API refused (problems shown). */
async function save(target: ActionTarget, failedText: string): Promise<number | null> {
  const body = bodyOf(target.draft);
  try {
    const api = await formApi();
    const record =
      target.savedId === null
        ? await api.createBroadcast(body)
        : await api.updateBroadcast(target.savedId, body);
    target.onSaved(record.id, target.draft);
    return record.id;
  } catch (error) {
    refused(target, error, failedText);
    return null;
  }
}

export async function saveDraft(target: ActionTarget): Promise<void> {
  if ((await save(target, BROADCAST_FORM_TEXT.saveFailed)) !== null) {
    toast.success(BROADCAST_FORM_TEXT.saved);
  }
}

/**
 * Saves, then sends the broadcast to the chosen testers and/or the staff member's own LINE: the
 * toast names whom it went to. Whether it went.
 */
export async function testSend(target: ActionTarget, to: BroadcastTestSendBody): Promise<boolean> {
  const saved = await save(target, BROADCAST_FORM_TEXT.saveFailed);
  if (saved === null) return false;
  try {
    const { sentTo, failed } = await (await formApi()).testBroadcast(saved, to);
    toast.success(BROADCAST_FORM_TEXT.testSent(sentTo.map((recipient) => recipient.name)));
    // LINE took it for the others: those it did not are named, with LINE's reason.
    if (failed.length > 0) toast.warning(BROADCAST_FORM_TEXT.testNotSent(failed));
    return true;
  } catch (error) {
    toast.error(apiErrorText(error, BROADCAST_FORM_TEXT.testFailed));
    return false;
  }
}

/**
 * Saves and sends the broadcast, now or at its time; its id once sent (or waiting for approval,
 * said in a toast), else null.
 */
export async function send(target: ActionTarget): Promise<number | null> {
  const saved = await save(target, BROADCAST_FORM_TEXT.sendFailed);
  if (saved === null) return null;
  const scheduledAt = scheduledAtOf(target.draft);
  try {
    const sent = await (await formApi()).sendBroadcast(saved, scheduledAt ? { scheduledAt } : {});
    if (sent.status === 'PENDING_APPROVAL') toast.info(APPROVAL_TEXTS.sentForApproval);
    return saved;
  } catch (error) {
    refused(target, error, BROADCAST_FORM_TEXT.sendFailed);
    return null;
  }
}
