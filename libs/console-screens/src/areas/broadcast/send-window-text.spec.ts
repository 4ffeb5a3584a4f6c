import type { SendWindow } from '@hbc/contracts';
import { SEND_WINDOW_TEXT, sendWindowNotice, windowTimeText } from './send-window-text';

const DAYTIME: SendWindow = { start: '08:00', end: '20:00' };
const OVERNIGHT: SendWindow = { start: '20:00', end: '06:00' };
/** An instant on 24/11/2569 at `time` in Bangkok. */
const bangkok = (time: string) => new Date(`2026-11-24T${time}:00+07:00`);

describe('windowTimeText', () => {
  it('says the Bangkok time and the day in the Buddhist era', () => {
    expect(windowTimeText('2026-11-24T01:00:00.000Z')).toBe('เวลา 08:00 น. วันที่ 24 พฤศจิกายน 2569');
    expect(windowTimeText(new Date('2026-12-31T17:30:00.000Z'))).toBe(
      'เวลา 00:30 น. วันที่ 1 มกราคม 2570',
    );
  });
});

describe('sendWindowNotice', () => {
  it('says nothing inside the window, without a window, or for an urgent broadcast', () => {
    expect(sendWindowNotice(DAYTIME, bangkok('09:00'), false)).toBeNull();
    expect(sendWindowNotice(null, bangkok('22:00'), false)).toBeNull();
    expect(sendWindowNotice(DAYTIME, bangkok('22:00'), true)).toBeNull();
  });

  it('says when a send outside the window really begins: the next opening', () => {
    expect(sendWindowNotice(DAYTIME, bangkok('22:00'), false)).toBe(
      'อยู่นอกช่วงเวลาส่ง 08:00–20:00 น.: จะเริ่มส่งจริงเวลา 08:00 น. วันที่ 25 พฤศจิกายน 2569',
    );
    expect(sendWindowNotice(DAYTIME, bangkok('06:30'), false)).toBe(
      'อยู่นอกช่วงเวลาส่ง 08:00–20:00 น.: จะเริ่มส่งจริงเวลา 08:00 น. วันที่ 24 พฤศจิกายน 2569',
    );
  });

  it('reads a window across midnight as open overnight', () => {
    expect(sendWindowNotice(OVERNIGHT, bangkok('23:00'), false)).toBeNull();
    expect(sendWindowNotice(OVERNIGHT, bangkok('12:00'), false)).toBe(
      'อยู่นอกช่วงเวลาส่ง 20:00–06:00 น.: จะเริ่มส่งจริงเวลา 20:00 น. วันที่ 24 พฤศจิกายน 2569',
    );
  });
});

describe('SEND_WINDOW_TEXT', () => {
  it("says until when a broadcast's sending waits", () => {
    const until = '2026-11-21T01:00:00.000Z';
    expect(SEND_WINDOW_TEXT.paused(until)).toBe(
      'อยู่นอกช่วงเวลาส่ง: การส่งหยุดพักและจะส่งต่อเวลา 08:00 น. วันที่ 21 พฤศจิกายน 2569',
    );
    expect(SEND_WINDOW_TEXT.scheduledOutside(until)).toBe(
      'เวลาที่ตั้งไว้อยู่นอกช่วงเวลาส่ง: จะเริ่มส่งจริงเวลา 08:00 น. วันที่ 21 พฤศจิกายน 2569',
    );
  });
});
