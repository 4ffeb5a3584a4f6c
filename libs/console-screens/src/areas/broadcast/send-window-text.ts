import {
  formatThaiDateTime,
  formatThaiLongDate,
  windowStateAt,
  type SendWindow,
} from '@hbc/contracts';

/** An instant as the send window's notices say it: 'เวลา 08:00 น. วันที่ 21 พฤศจิกายน 2569'. */
export function windowTimeText(at: string | Date): string {
  // The time is the end of the Thai date and time ('dd/MM/yyyy HH:mm').
  return `เวลา ${formatThaiDateTime(at).slice(-5)} น. วันที่ ${formatThaiLongDate(at)}`;
}

/** What staff read when the send window holds a broadcast back. */
export const SEND_WINDOW_TEXT = {
  /** A SENDING broadcast paused (or not yet begun) while the window is closed. */
  paused: (until: string) => `อยู่นอกช่วงเวลาส่ง: การส่งหยุดพักและจะส่งต่อ${windowTimeText(until)}`,
  /** A SCHEDULED broadcast whose time falls outside the window. */
  scheduledOutside: (until: string) =>
    `เวลาที่ตั้งไว้อยู่นอกช่วงเวลาส่ง: จะเริ่มส่งจริง${windowTimeText(until)}`,
  /** The form's time (or now) falls outside the window. */
  outside: (window: SendWindow, opensAt: Date) =>
    `อยู่นอกช่วงเวลาส่ง ${window.start}–${window.end} น.: จะเริ่มส่งจริง${windowTimeText(opensAt)}`,
} as const;

/**
 * What the form says of a send asked for at `at`: when it will really begin if the window is
 * closed then; null when it begins at `at` (no window, the window open, or an urgent broadcast,
 * which the window does not hold).
 */
export function sendWindowNotice(
  window: SendWindow | null,
  at: Date,
  urgent: boolean,
): string | null {
  if (!window || urgent) return null;
  const { opensAt } = windowStateAt(window, at);
  return opensAt ? SEND_WINDOW_TEXT.outside(window, opensAt) : null;
}
