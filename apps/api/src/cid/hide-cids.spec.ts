import { hideCids } from './hide-cids';

describe('hideCids', () => {
  it('masks every 13-digit number, written plain or with dashes and spaces', () => {
    expect(hideCids('ผู้ป่วย 1101700230705 ขอไม่รับข่าว')).toBe('ผู้ป่วย 1-1017-xxxxx-xx-5 ขอไม่รับข่าว');
    expect(hideCids('1-1017-00230-70-5,1 1017 00230 71 3')).toBe(
      '1-1017-xxxxx-xx-5,1-1017-xxxxx-xx-3',
    );
    expect(hideCids('cids-1101700230705.csv')).toBe('cids-1-1017-xxxxx-xx-5.csv');
  });

  it('leaves other numbers and text alone', () => {
    for (const text of ['ขอไม่รับข่าว', 'โทร 0812345678', '11017002307051', 'หน่วย 10669']) {
      expect(hideCids(text)).toBe(text);
    }
  });
});
