import { CID_IMPORT_MAX_BYTES, CID_REASON_MAX_LENGTH, EXCLUDED_CID_MESSAGES } from '@hbc/contracts';
import { cidFileProblem, importReasonProblem } from './cid-import-checks';

/** A file named `name` that claims `size` bytes (the bytes themselves are never read). */
function fileOf(name: string, size: number): File {
  const file = new File(['x'], name);
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

describe('the checks before a CID file is sent', () => {
  it('takes a CSV or XLSX file of up to 10 MB', () => {
    expect(cidFileProblem(fileOf('รายชื่อ.csv', 1_000))).toBeNull();
    expect(cidFileProblem(fileOf('รายชื่อ.XLSX', CID_IMPORT_MAX_BYTES))).toBeNull();
  });

  it('refuses other files, empty files and files over 10 MB in Thai', () => {
    expect(cidFileProblem(fileOf('รายชื่อ.xls', 1_000))).toBe(EXCLUDED_CID_MESSAGES.fileUnreadable);
    expect(cidFileProblem(fileOf('รายชื่อ.pdf', 1_000))).toBe(EXCLUDED_CID_MESSAGES.fileUnreadable);
    expect(cidFileProblem(fileOf('รายชื่อ.csv', 0))).toBe(EXCLUDED_CID_MESSAGES.fileEmpty);
    expect(cidFileProblem(fileOf('รายชื่อ.csv', CID_IMPORT_MAX_BYTES + 1))).toBe(
      'ไฟล์มีขนาดใหญ่เกิน 10 MB',
    );
  });

  it('asks for a reason of at most the contract length', () => {
    expect(importReasonProblem('ขอไม่รับข่าวสาร')).toBeNull();
    expect(importReasonProblem('   ')).toBe(EXCLUDED_CID_MESSAGES.reasonRequired);
    expect(importReasonProblem('')).toBe(EXCLUDED_CID_MESSAGES.reasonRequired);
    expect(importReasonProblem('ก'.repeat(CID_REASON_MAX_LENGTH + 1))).toBe(
      `ต้องไม่เกิน ${CID_REASON_MAX_LENGTH} ตัวอักษร`,
    );
  });
});
