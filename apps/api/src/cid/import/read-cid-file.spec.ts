import { CID_IMPORT_MAX_ROWS, EXCLUDED_CID_MESSAGES } from '@hbc/contracts';
import ExcelJS from 'exceljs';
import { readCidFile } from './read-cid-file';
import { zipEntries } from './zip-entries';

const csv = (text: string) => Buffer.from(text, 'utf8');

async function xlsx(rows: readonly (readonly unknown[])[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('รายชื่อ');
  for (const row of rows) sheet.addRow([...row]);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

describe('readCidFile', () => {
  it('reads a CSV with a BOM, CRLF, a Thai header, a reason column and blank lines', async () => {
    const file = csv(
      '\uFEFFลำดับ,เลขประจำตัวประชาชน,เหตุผล\r\n1,1-1017-00230-70-5,ย้าย\r\n\r\n2, 1101700230713 ,\r\n',
    );

    expect(await readCidFile(file)).toEqual({
      rows: [
        { row: 2, cid: '1-1017-00230-70-5', reason: 'ย้าย' },
        { row: 4, cid: '1101700230713', reason: null },
      ],
    });
  });

  it('reads quoted cells with commas, quotes and line breaks', async () => {
    const file = csv('cid,reason\n"1101700230705","ย้าย, ""ด่วน""\nบรรทัดสอง"\n1101700230713,x\n');

    expect(await readCidFile(file)).toEqual({
      rows: [
        { row: 2, cid: '1101700230705', reason: 'ย้าย, "ด่วน"\nบรรทัดสอง' },
        { row: 3, cid: '1101700230713', reason: 'x' },
      ],
    });
  });

  it('takes the first column of a file without a header', async () => {
    expect(await readCidFile(csv('1101700230705,ignored\nabc'))).toEqual({
      rows: [
        { row: 1, cid: '1101700230705', reason: null },
        { row: 2, cid: 'abc', reason: null },
      ],
    });
  });

  it('reads the first worksheet of an XLSX, numbers and text alike, as the sheet numbers rows', async () => {
    const file = await xlsx([
      ['CID', 'เหตุผล'],
      [1101700230705, { richText: [{ text: 'ย้าย' }, { text: 'ที่อยู่' }] }],
      [],
      ['1-1017-00230-71-3', { formula: '"x"&"y"', result: 'xy' }],
    ]);

    expect(await readCidFile(file)).toEqual({
      rows: [
        { row: 2, cid: '1101700230705', reason: 'ย้ายที่อยู่' },
        { row: 4, cid: '1-1017-00230-71-3', reason: 'xy' },
      ],
    });
  });

  it('names what is wrong with a file it cannot import', async () => {
    expect(await readCidFile(csv(''))).toEqual({ problem: EXCLUDED_CID_MESSAGES.fileEmpty });
    expect(await readCidFile(await xlsx([]))).toEqual({ problem: EXCLUDED_CID_MESSAGES.fileEmpty });
    expect(await readCidFile(csv('ชื่อ,นามสกุล\nก,ข'))).toEqual({
      problem: EXCLUDED_CID_MESSAGES.noCidColumn,
    });
    expect(await readCidFile(Buffer.from([0xff, 0xfe, 0x31]))).toEqual({
      problem: EXCLUDED_CID_MESSAGES.fileUnreadable,
    });
    const notAWorkbook = Buffer.concat([Buffer.from('PK\x03\x04', 'latin1'), Buffer.alloc(64)]);
    expect(await readCidFile(notAWorkbook)).toEqual({
      problem: EXCLUDED_CID_MESSAGES.fileUnreadable,
    });
  });

  it(`stops at ${CID_IMPORT_MAX_ROWS} rows, reading no further`, async () => {
    const rows = (n: number) => csv('1101700230705\n'.repeat(n));

    expect(await readCidFile(rows(CID_IMPORT_MAX_ROWS))).toEqual({
      rows: expect.any(Array) as unknown,
    });
    expect(await readCidFile(rows(CID_IMPORT_MAX_ROWS + 1))).toEqual({
      problem: EXCLUDED_CID_MESSAGES.tooManyRows,
    });
  });

  it('answers for every damaged XLSX, truncated or altered, and never hangs on one', async () => {
    const good = await xlsx([
      ['CID'],
      ...Array.from({ length: 200 }, (_, n) => [1101700230000 + n]),
    ]);
    const damaged: Buffer[] = [];
    for (let cut = 4; cut < good.length; cut += Math.floor(good.length / 40)) {
      damaged.push(good.subarray(0, cut));
    }
    let seed = 7;
    const next = () => (seed = (seed * 1_103_515_245 + 12_345) & 0x7fffffff);
    for (let n = 0; n < 60; n++) {
      const altered = Buffer.from(good);
      for (let flip = 0; flip < 5; flip++)
        altered[4 + (next() % (good.length - 4))] = next() & 0xff;
      damaged.push(altered);
    }
    // One that never answered would hold the test past its time-out.
    const answers = await Promise.all(damaged.map((file) => readCidFile(file)));

    for (const answer of answers) {
      if ('problem' in answer) {
        expect([EXCLUDED_CID_MESSAGES.fileUnreadable, EXCLUDED_CID_MESSAGES.fileEmpty]).toContain(
          answer.problem,
        );
      }
    }
  }, 30_000);

  it('refuses an XLSX that would unpack to far more than it weighs, before unpacking it', async () => {
    const file = await xlsx([['CID'], [1101700230705]]);
    // The central directory's first entry, declared 3 GB unpacked.
    const bomb = Buffer.from(file);
    bomb.writeUInt32LE(3_000_000_000, file.indexOf(Buffer.from('PK\x01\x02', 'latin1')) + 24);

    expect(zipEntries(file)?.map((entry) => entry.name)).toContain('xl/worksheets/sheet1.xml');
    expect(zipEntries(bomb)?.[0]?.uncompressedSize).toBe(3_000_000_000);
    expect(await readCidFile(bomb)).toEqual({ problem: EXCLUDED_CID_MESSAGES.fileTooLarge });
  });
});
