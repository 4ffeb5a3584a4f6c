import { importFileProblem } from './import-file-checks';

const MESSAGES = {
  fileUnreadable: 'อ่านไฟล์ไม่ได้',
  fileEmpty: 'ไฟล์ว่าง',
  fileTooLarge: 'ไฟล์ใหญ่เกิน',
};

/** A file named `name` that claims `size` bytes (the bytes themselves are never read). */
function fileOf(name: string, size: number): File {
  const file = new File(['x'], name);
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

describe('the checks before an import file is sent', () => {
  it('takes a CSV or XLSX file of up to the limit, whatever the case of its name', () => {
    expect(importFileProblem(fileOf('ประชาชน.csv', 1_000), 2_000, MESSAGES)).toBeNull();
    expect(importFileProblem(fileOf('ประชาชน.XLSX', 2_000), 2_000, MESSAGES)).toBeNull();
  });

  it("refuses other files, empty files and files over the limit with the area's text", () => {
    expect(importFileProblem(fileOf('ประชาชน.xls', 1_000), 2_000, MESSAGES)).toBe('อ่านไฟล์ไม่ได้');
    expect(importFileProblem(fileOf('ประชาชน.csv.pdf', 1_000), 2_000, MESSAGES)).toBe('อ่านไฟล์ไม่ได้');
    expect(importFileProblem(fileOf('ประชาชน.csv', 0), 2_000, MESSAGES)).toBe('ไฟล์ว่าง');
    expect(importFileProblem(fileOf('ประชาชน.csv', 2_001), 2_000, MESSAGES)).toBe('ไฟล์ใหญ่เกิน');
  });
});
