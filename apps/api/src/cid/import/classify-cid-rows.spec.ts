import { createSecretKey } from 'node:crypto';
import {
  CID_IMPORT_PREVIEW_ROWS,
  CID_MESSAGES,
  cidCheckDigit,
  EXCLUDED_CID_MESSAGES,
  formatCid,
  maskCid,
} from '@hbc/contracts';
import { CidProtection } from '../cid-protection';
import {
  classifyCidRows,
  LOOKUP_CHUNK_ROWS,
  previewValue,
  type ClassifyOptions,
} from './classify-cid-rows';
import type { CidFileRow } from './read-cid-file';

const protection = new CidProtection({
  hash: createSecretKey(Buffer.alloc(32, 1)),
  encryption: [{ id: 'k1', key: createSecretKey(Buffer.alloc(32, 2)) }],
});
const withCheckDigit = (twelve: string) => `${twelve}${cidCheckDigit(twelve)}`;
const A = withCheckDigit('110170023070');
const B = withCheckDigit('110170023071');
const C = '310060081234';

const row = (n: number, cid: string, reason: string | null = null): CidFileRow => ({
  row: n,
  cid,
  reason,
});
const options = (listed: string[] = []): ClassifyOptions => ({
  protection,
  reason: 'เหตุผลของไฟล์',
  excluded: async (hashes) =>
    new Set(hashes.filter((hash) => listed.some((cid) => protection.hashCid(cid) === hash))),
});

describe('previewValue', () => {
  it('masks anything with 13 digits and cuts everything else short', () => {
    expect(previewValue('1101700230705')).toBe('1-1017-xxxxx-xx-5');
    expect(previewValue('1-1017-00230-70-6')).toBe('1-1017-xxxxx-xx-6');
    expect(previewValue('11017002307051')).toBe('1101…');
    expect(previewValue('1101700230705x')).toBe('1101…');
    expect(previewValue('abc')).toBe('abc');
    expect(previewValue('')).toBe('');
  });
});

describe('classifyCidRows', () => {
  it('sorts rows into valid, invalid, duplicate and listed, accepting only the valid ones', async () => {
    const { counts, problems, valid, accepted } = await classifyCidRows(
      [
        row(2, A, 'ของแถว'),
        row(3, C),
        row(4, formatCid(A)),
        row(5, B),
        row(6, 'x'.repeat(13)),
        row(7, ''),
      ],
      options([B]),
    );

    expect(counts).toEqual({
      totalRows: 6,
      validRows: 1,
      invalidRows: 3,
      duplicateRows: 1,
      alreadyExcludedRows: 1,
    });
    expect(problems).toEqual([
      { row: 3, kind: 'invalid', value: '3100…', message: CID_MESSAGES.length },
      {
        row: 4,
        kind: 'duplicate',
        value: maskCid(A),
        message: EXCLUDED_CID_MESSAGES.duplicateInFile(2),
      },
      {
        row: 5,
        kind: 'alreadyExcluded',
        value: maskCid(B),
        message: EXCLUDED_CID_MESSAGES.alreadyInList,
      },
      { row: 6, kind: 'invalid', value: 'xxxx…', message: CID_MESSAGES.notDigits },
      { row: 7, kind: 'invalid', value: '', message: CID_MESSAGES.required },
    ]);
    expect(valid).toEqual([{ row: 2, kind: 'valid', value: maskCid(A), message: '' }]);
    expect(accepted).toEqual([{ row: 2, cid: A, hash: protection.hashCid(A), reason: 'ของแถว' }]);
  });

  it('gives rows without a reason the file’s, and refuses a reason too long', async () => {
    const { accepted, problems } = await classifyCidRows(
      [row(1, A), row(2, B, 'ก'.repeat(501))],
      options(),
    );

    expect(accepted.map((item) => item.reason)).toEqual(['เหตุผลของไฟล์']);
    expect(problems).toEqual([
      { row: 2, kind: 'invalid', value: maskCid(B), message: 'เหตุผลต้องไม่เกิน 500 ตัวอักษร' },
    ]);
  });

  it('lists at most CID_IMPORT_PREVIEW_ROWS rows of each, counting them all', async () => {
    const rows = Array.from({ length: CID_IMPORT_PREVIEW_ROWS + 5 }, (_, n) => row(n + 1, 'x'));

    const { counts, problems } = await classifyCidRows(rows, options());

    expect(counts.invalidRows).toBe(CID_IMPORT_PREVIEW_ROWS + 5);
    expect(problems).toHaveLength(CID_IMPORT_PREVIEW_ROWS);
    expect(problems.at(-1)?.row).toBe(CID_IMPORT_PREVIEW_ROWS);
  });

  it('looks the listed ones up in bulk, a chunk of rows at a time, duplicates across chunks found', async () => {
    const twelves = Array.from({ length: LOOKUP_CHUNK_ROWS * 2 + 10 }, (_, n) =>
      String(200_000_000_000 + n),
    );
    const cids = twelves.map(withCheckDigit);
    const last = cids.at(-1) ?? '';
    const rows = [...cids, A, last].map((cid, index) => row(index + 1, cid));
    const listed = options([last]);
    const excluded = jest.fn(listed.excluded);

    const { counts, problems } = await classifyCidRows(rows, { ...listed, excluded });

    expect(excluded).toHaveBeenCalledTimes(3);
    expect(excluded.mock.calls.map(([hashes]) => hashes.length)).toEqual([
      LOOKUP_CHUNK_ROWS,
      LOOKUP_CHUNK_ROWS,
      11,
    ]);
    expect(counts).toMatchObject({
      validRows: rows.length - 2,
      alreadyExcludedRows: 1,
      duplicateRows: 1,
    });
    expect(problems.map((problem) => [problem.row, problem.kind])).toEqual([
      [cids.length, 'alreadyExcluded'],
      [rows.length, 'duplicate'],
    ]);
  });
});
