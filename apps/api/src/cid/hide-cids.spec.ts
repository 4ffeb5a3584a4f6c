import { hideCids } from './hide-cids';

describe('hideCids', () => {
  it('masks every valid CID in a reason or file name, however it is written', () => {
    expect(hideCids('ผู้ป่วย 1568187572519 ขอไม่รับข่าว')).toBe('ผู้ป่วย 1-5681-xxxxx-xx-9 ขอไม่รับข่าว');
    expect(hideCids('1.7683.16990.39.5,๑๑๙๙๖๕๓๗๗๑๔๙๑')).toBe('1-7683-xxxxx-xx-5,1-1996-xxxxx-xx-1');
    expect(hideCids('cids-1 7683 16990 39 5.csv')).toBe('cids-1-7683-xxxxx-xx-5.csv');
  });

  it('leaves other numbers and text alone', () => {
    for (const text of ['ขอไม่รับข่าว', 'โทร 0812345678', '15681875725190', '1568187572518']) {
      expect(hideCids(text)).toBe(text);
    }
  });
});
