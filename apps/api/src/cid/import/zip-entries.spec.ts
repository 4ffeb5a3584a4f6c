import ExcelJS from 'exceljs';
import { zipEntries } from './zip-entries';

async function workbookFile(): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.addWorksheet('รายชื่อ').addRow(['CID']);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

describe('zipEntries', () => {
  it('lists the files of an archive with their sizes, unpacking nothing', async () => {
    const entries = zipEntries(await workbookFile());

    expect(entries?.map((entry) => entry.name)).toEqual(
      expect.arrayContaining([
        '[Content_Types].xml',
        'xl/workbook.xml',
        'xl/worksheets/sheet1.xml',
      ]),
    );
    for (const entry of (entries ?? []).filter((file) => !file.name.endsWith('/'))) {
      expect(entry.uncompressedSize).toBeGreaterThan(entry.compressedSize);
      expect(entry.compressedSize).toBeGreaterThan(0);
    }
  });

  it('answers null for a truncated archive or anything else', async () => {
    const file = await workbookFile();

    expect(zipEntries(file.subarray(0, file.length - 10))).toBeNull();
    expect(zipEntries(file.subarray(0, 100))).toBeNull();
    expect(zipEntries(Buffer.alloc(0))).toBeNull();
    expect(zipEntries(Buffer.from('PK\x03\x04 not really', 'latin1'))).toBeNull();
  });

  it('answers null when the directory points past the end record', async () => {
    const file = Buffer.from(await workbookFile());
    const end = file.lastIndexOf(Buffer.from('PK\x05\x06', 'latin1'));
    file.writeUInt32LE(file.length, end + 16);

    expect(zipEntries(file)).toBeNull();
  });
});
