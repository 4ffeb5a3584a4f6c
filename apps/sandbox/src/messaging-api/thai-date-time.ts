/** Thai dates in the Buddhist era and times, in Thailand's time zone. */
const DATE = new Intl.DateTimeFormat('th-TH-u-ca-buddhist', {
  timeZone: 'Asia/Bangkok',
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});
const TIME = new Intl.DateTimeFormat('th-TH', {
  timeZone: 'Asia/Bangkok',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});
const DATE_TIME = new Intl.DateTimeFormat('th-TH-u-ca-buddhist', {
  timeZone: 'Asia/Bangkok',
  dateStyle: 'medium',
  timeStyle: 'short',
});

/** e.g. `วันพุธที่ 15 มกราคม 2568` (the day separator of the chat). */
export function thaiDate(epochMs: number): string {
  return DATE.format(epochMs);
}

/** e.g. `10:00`. */
export function thaiTime(epochMs: number): string {
  return TIME.format(epochMs);
}

/** e.g. `15 ม.ค. 2568 10:00`. */
export function thaiDateTime(epochMs: number): string {
  return DATE_TIME.format(epochMs);
}
