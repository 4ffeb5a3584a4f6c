import { cidColumnsOf } from './cid-columns';

describe('cidColumnsOf', () => {
  it.each([
    [['เลขประจำตัวประชาชน'], 0, null],
    [['ชื่อ', 'เลขบัตรประชาชน', 'เหตุผล'], 1, 2],
    [['ลำดับ', 'เลขที่บัตรประชาชน', 'หมายเหตุ'], 1, 2],
    [['เลขประจำตัวประชาชน 13 หลัก'], 0, null],
    [['Reason', ' CID '], 1, 0],
    [['citizen_id', 'reason'], 0, 1],
    [['Citizen ID', 'Note'], 0, 1],
    [['National-ID'], 0, null],
  ] as const)('finds the columns of header %j', (header, cid, reason) => {
    expect(cidColumnsOf(header)).toEqual({ cid, reason, hasHeader: true });
  });

  it('reads the first column of a file whose first row is data', () => {
    expect(cidColumnsOf(['1101700230705', 'ย้าย'])).toEqual({
      cid: 0,
      reason: null,
      hasHeader: false,
    });
    expect(cidColumnsOf(['1-1017-00230-70-5'])).toEqual({ cid: 0, reason: null, hasHeader: false });
  });

  it('finds no CID column in a header that names none', () => {
    expect(cidColumnsOf(['ชื่อ', 'นามสกุล'])).toBeNull();
    expect(cidColumnsOf(['เหตุผล'])).toBeNull();
  });
});
