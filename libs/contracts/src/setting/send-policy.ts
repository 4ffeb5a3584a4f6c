import { Type, type Static } from '@sinclair/typebox';
import { countText } from '../count-text';
import { patternText } from '../field-rules';

/**
 * The Super Admin's protection of citizens across every unit sending through the one LINE
 * account: a daily window outside which nothing is sent, and a cap on how many broadcasts one
 * citizen receives in a run of days. Urgent broadcasts (always approved first) ignore both.
 * Times are Asia/Bangkok's (UTC+7 all year, no daylight saving).
 */

/** Most broadcasts a cap may allow in its days: the product keeps each citizen's last this many. */
export const FREQUENCY_CAP_COUNT_MAX = 50;
/** Longest run of days a cap may count over. */
export const FREQUENCY_CAP_DAYS_MAX = 90;

export const SEND_POLICY_MESSAGES = {
  badTime: 'รูปแบบเวลาไม่ถูกต้อง (ชั่วโมง:นาที เช่น 08:00)',
  sameStartEnd: 'เวลาเริ่มและเวลาสิ้นสุดต้องไม่ใช่เวลาเดียวกัน',
  countTooSmall: 'จำนวนครั้งต้องไม่น้อยกว่า 1',
  countTooLarge: `จำนวนครั้งต้องไม่เกิน ${FREQUENCY_CAP_COUNT_MAX}`,
  daysTooSmall: 'จำนวนวันต้องไม่น้อยกว่า 1',
  daysTooLarge: `จำนวนวันต้องไม่เกิน ${FREQUENCY_CAP_DAYS_MAX}`,
  saved: 'บันทึกนโยบายการส่งแล้ว',
} as const;

/** 'HH:MM', 00:00 to 23:59. */
const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;
const TimeOfDay = patternText(TIME_PATTERN, SEND_POLICY_MESSAGES.badTime);

export const SendWindowSchema = Type.Object(
  {
    /** Sending may begin at this time (Bangkok). */
    start: TimeOfDay,
    /** …and stops here; an end before the start is a window across midnight. */
    end: TimeOfDay,
  },
  { additionalProperties: false },
);
export type SendWindow = Static<typeof SendWindowSchema>;

export const FrequencyCapSchema = Type.Object(
  {
    /** A citizen who already received this many broadcasts… */
    count: Type.Integer({ minimum: 1, maximum: FREQUENCY_CAP_COUNT_MAX }),
    /** …within this many days receives no more until the oldest leaves the days. */
    days: Type.Integer({ minimum: 1, maximum: FREQUENCY_CAP_DAYS_MAX }),
  },
  { additionalProperties: false },
);
export type FrequencyCap = Static<typeof FrequencyCapSchema>;

/** `GET` / `PUT /api/setting/send-policy` (Super Admin). Null: none (a fresh database has neither). */
export const SendPolicySchema = Type.Object(
  {
    sendWindow: Type.Union([SendWindowSchema, Type.Null()]),
    frequencyCap: Type.Union([FrequencyCapSchema, Type.Null()]),
  },
  { additionalProperties: false },
);
export type SendPolicy = Static<typeof SendPolicySchema>;

export const NO_SEND_POLICY: SendPolicy = { sendWindow: null, frequencyCap: null };

/**
 * What is wrong with a policy beyond its schema (a window that starts and ends at the same minute
 * is no window), as JSON-pointer paths with Thai messages. Empty: acceptable.
 */
export function sendPolicyProblems(policy: SendPolicy): { path: string; message: string }[] {
  const window = policy.sendWindow;
  if (window && window.start === window.end) {
    return [{ path: '/sendWindow/end', message: SEND_POLICY_MESSAGES.sameStartEnd }];
  }
  return [];
}

const MINUTE_MS = 60_000;
const DAY_MINUTES = 24 * 60;
/** Bangkok is UTC+7 all year. */
const BANGKOK_OFFSET_MINUTES = 7 * 60;

/** Minutes after midnight of 'HH:MM'. */
export function minutesOfTime(time: string): number {
  return Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
}

/** Whether the window is open at `at`, and if not, when it next opens. */
export interface WindowState {
  open: boolean;
  /** The next opening when closed; null when open. */
  opensAt: Date | null;
}

/**
 * The window at instant `at`: open from `start` (inclusive) to `end` (exclusive), Bangkok time;
 * with `end` before `start` it runs across midnight. No window: always open.
 */
export function windowStateAt(window: SendWindow | null, at: Date): WindowState {
  if (!window) return { open: true, opensAt: null };
  const start = minutesOfTime(window.start);
  const end = minutesOfTime(window.end);
  const localMs = at.getTime() + BANGKOK_OFFSET_MINUTES * MINUTE_MS;
  const minuteOfDay = Math.floor(localMs / MINUTE_MS) % DAY_MINUTES;
  const open =
    start < end
      ? minuteOfDay >= start && minuteOfDay < end
      : minuteOfDay >= start || minuteOfDay < end;
  if (open) return { open: true, opensAt: null };
  const localMidnight = Math.floor(localMs / (DAY_MINUTES * MINUTE_MS)) * DAY_MINUTES * MINUTE_MS;
  const daysAhead = minuteOfDay < start ? 0 : 1;
  const opensLocal = localMidnight + (daysAhead * DAY_MINUTES + start) * MINUTE_MS;
  return { open: false, opensAt: new Date(opensLocal - BANGKOK_OFFSET_MINUTES * MINUTE_MS) };
}

/** When a send asked for at `at` actually starts: `at`, or the window's next opening. */
export function actualStartOf(window: SendWindow | null, at: Date): Date {
  return windowStateAt(window, at).opensAt ?? at;
}

/** The policy in the words the settings screen shows under it. */
export function describeSendPolicy(policy: SendPolicy): string[] {
  const window = policy.sendWindow;
  const cap = policy.frequencyCap;
  const crossesMidnight = window ? minutesOfTime(window.end) < minutesOfTime(window.start) : false;
  return [
    window
      ? `ส่งบรอดแคสต์ได้เฉพาะเวลา ${window.start}–${window.end} น. (เวลาประเทศไทย${
          crossesMidnight ? ' ข้ามเที่ยงคืน' : ''
        }) บรอดแคสต์ที่ถึงเวลาส่งนอกช่วงนี้จะรอจนถึง ${window.start} น. และการส่งที่ยังไม่เสร็จเมื่อถึง ${window.end} น. จะหยุดพักแล้วส่งต่อเมื่อถึงเวลาเปิด`
      : 'ไม่จำกัดช่วงเวลาส่ง: บรอดแคสต์ส่งได้ทุกเวลา',
    cap
      ? `ประชาชนแต่ละคนได้รับบรอดแคสต์ไม่เกิน ${countText(cap.count)} ครั้งใน ${countText(
          cap.days,
        )} วัน (นับรวมทุกหน่วยบริการ) ผู้ที่ได้รับครบแล้วจะถูกข้ามเมื่อเริ่มส่ง`
      : 'ไม่จำกัดจำนวนครั้งที่ประชาชนแต่ละคนได้รับ',
    'บรอดแคสต์เร่งด่วนที่ได้รับอนุมัติแล้วส่งได้ทุกเวลาและส่งถึงผู้ที่ได้รับครบแล้วด้วย (แต่นับเป็นครั้งที่ได้รับ)',
  ];
}
