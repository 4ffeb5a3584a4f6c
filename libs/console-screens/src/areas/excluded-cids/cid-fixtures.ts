import type { FakeReply } from '@hbc/api-clients/testing';
import {
  API_PATHS,
  CID_IMPORT_PREVIEW_ROWS,
  CID_MESSAGES,
  cidCheckDigit,
  cidProblem,
  EXCLUDED_CID_MESSAGES,
  maskCid,
  normaliseCid,
  type CidImportPreview,
  type CidImportRow,
  type ExcludedCidRecord,
  type ExcludedCidSortField,
  type NewExcludedCidBody,
} from '@hbc/contracts';
import { ok } from '../health-center/unit-detail-fixtures';
import type { FakeRoutes } from '../users/user-fixtures';

/** The CID whose first twelve digits are `first12`, with its own check digit. */
export const cidOf = (first12: string) => `${first12}${cidCheckDigit(first12)}`;

/** A CID whose last digit is not its check digit. */
export const WRONG_CHECK_DIGIT_CID = (() => {
  const cid = cidOf('110170012345');
  return `${cid.slice(0, 12)}${(Number(cid[12]) + 1) % 10}`;
})();

/** A valid CID on no list, for the forms to add. */
export const NEW_CID = cidOf('110170012345');

/** An excluded CID as the fake API keeps it: the record it lists and the CID it reveals. */
export interface StoredCid {
  record: ExcludedCidRecord;
  cid: string;
}

const REASONS = [
  'ขอไม่รับข่าวสารทาง LINE',
  'เสียชีวิตแล้ว',
  'ย้ายออกนอกพื้นที่',
  'ผู้ป่วยขอระงับการติดต่อ',
  'ร้องเรียนการได้รับข้อความ',
];
const ADDED_BY = ['สมศักดิ์ รักษ์สุขภาพ', 'กานดา ขยันดี', null];

const at = (day: number, hour: number) => new Date(Date.UTC(2026, 10, day, hour, 5)).toISOString();

/**
 * 23 excluded CIDs, deterministic so that stories and specs read the same rows; the newest (the
 * first the list shows) is id 23 (3-1002-71604-74-7),
 * added 23/11/2569 09:05 by กานดา ขยันดี.
 */
export const EXCLUDED: readonly StoredCid[] = Array.from({ length: 23 }, (_, i): StoredCid => {
  const cid = cidOf(`3${String(10_000_000_000 + i * 1_234_567).padStart(11, '0')}`);
  return {
    cid,
    record: {
      id: i + 1,
      cidMasked: maskCid(cid),
      reason: REASONS[i % REASONS.length] ?? 'ขอไม่รับข่าวสารทาง LINE',
      createdByName: ADDED_BY[i % ADDED_BY.length] ?? null,
      createdAt: at(1 + i, i % 2 === 0 ? 2 : 9),
    },
  };
});

/** The excluded CID of `id`. */
export function storedCid(id: number): StoredCid {
  const found = EXCLUDED.find((e) => e.record.id === id);
  if (!found) throw new Error(`no excluded CID ${id}`);
  return found;
}

/** When the stories add a CID. */
export const ADDED_AT = '2026-11-23T02:00:00.000Z';
export const IMPORT_ID = 'b4c1f0d2-7a5e-4c1b-9d3e-2f6a8b0c1d2e';

/** One row of a preview, as the API describes it. */
function row(line: number, value: string, message = ''): CidImportRow {
  const problem = cidProblem(value);
  const kind: CidImportRow['kind'] =
    message === ''
      ? 'valid'
      : message === EXCLUDED_CID_MESSAGES.alreadyInList
        ? 'alreadyExcluded'
        : message.startsWith('ซ้ำกับแถวที่')
          ? 'duplicate'
          : 'invalid';
  const digits = normaliseCid(value);
  return {
    row: line,
    kind,
    value: problem === null || problem === 'checkDigit' ? maskCid(digits) : value.slice(0, 20),
    message,
  };
}

/** A preview of the rows `rows` of `fileName`, counted by kind; the first rows of each listed. */
export function previewOf(rows: readonly CidImportRow[], fileName = 'รายชื่อขอไม่รับข่าวสาร.csv') {
  const count = (kind: CidImportRow['kind']) => rows.filter((r) => r.kind === kind).length;
  return {
    importId: IMPORT_ID,
    fileName,
    totalRows: rows.length,
    validRows: count('valid'),
    invalidRows: count('invalid'),
    duplicateRows: count('duplicate'),
    alreadyExcludedRows: count('alreadyExcluded'),
    problems: rows.filter((r) => r.kind !== 'valid').slice(0, CID_IMPORT_PREVIEW_ROWS),
    valid: rows.filter((r) => r.kind === 'valid').slice(0, CID_IMPORT_PREVIEW_ROWS),
  } satisfies CidImportPreview;
}

const firstOfFile = cidOf('110170054321');

/**
 * A file of ten rows after its header: five to import, three that are no CID, one repeating row
 * 2, one already excluded.
 */
export const MIXED_PREVIEW = previewOf([
  row(2, firstOfFile),
  row(3, cidOf('110170054322')),
  row(4, '12345', CID_MESSAGES.length),
  row(5, '1-1017-0054-32a-1', CID_MESSAGES.notDigits),
  row(6, cidOf('110170054323')),
  row(7, firstOfFile, EXCLUDED_CID_MESSAGES.duplicateInFile(2)),
  row(8, WRONG_CHECK_DIGIT_CID, CID_MESSAGES.checkDigit),
  row(9, storedCid(1).cid, EXCLUDED_CID_MESSAGES.alreadyInList),
  row(10, cidOf('110170054324')),
  row(11, cidOf('110170054325')),
]);

/** A file with nothing to import: each row is no CID, a repeat or already excluded. */
export const NOTHING_VALID_PREVIEW = previewOf([
  row(2, '12345', CID_MESSAGES.length),
  row(3, storedCid(2).cid, EXCLUDED_CID_MESSAGES.alreadyInList),
  row(4, storedCid(2).cid, EXCLUDED_CID_MESSAGES.duplicateInFile(3)),
]);

/** A large file: 1,500 rows to import and 1,200 that are no CID; the preview lists 1,000 of each. */
export const LARGE_PREVIEW = previewOf(
  Array.from({ length: 2_700 }, (_, i) =>
    i < 1_500
      ? row(i + 2, cidOf(`5${String(20_000_000_000 + i).padStart(11, '0')}`))
      : row(i + 2, `ABC${i}`, CID_MESSAGES.notDigits),
  ),
  'ทะเบียนทั้งจังหวัด.xlsx',
);

const thai = new Intl.Collator('th');

function sortValue(record: ExcludedCidRecord, field: ExcludedCidSortField): string {
  return record[field] ?? '';
}

/** A search the API matches by the CID's hash: 13 digits, dashes and spaces allowed. */
const isFullCid = (text: string) => /^[0-9]{13}$/.test(normaliseCid(text));

/** One page of `stored` for a list call: search, sort and paging as the API does them. */
export function cidPage(stored: readonly StoredCid[], body: unknown): FakeReply {
  const query = body as {
    page: number;
    pageSize: number;
    search?: string;
    sort?: { field: ExcludedCidSortField; direction: 'asc' | 'desc' };
  };
  const search = query.search?.trim();
  const matching = stored.filter(({ record, cid }) =>
    !search
      ? true
      : isFullCid(search)
        ? cid === normaliseCid(search)
        : record.reason.includes(search) || (record.createdByName ?? '').includes(search),
  );
  const sort = query.sort;
  const sorted = sort
    ? [...matching].sort((a, b) => {
        const order =
          thai.compare(sortValue(a.record, sort.field), sortValue(b.record, sort.field)) ||
          a.record.id - b.record.id;
        return sort.direction === 'asc' ? order : -order;
      })
    : matching;
  const start = (query.page - 1) * query.pageSize;
  return {
    status: 200,
    data: {
      message: 'SUCCESS',
      data: sorted.slice(start, start + query.pageSize).map((s) => s.record),
      total: matching.length,
    },
  };
}

/** The API's refusal of a body: its Thai reason on `path`. */
export const refusal = (status: 400 | 404 | 409, path: string, message: string): FakeReply => ({
  status,
  data: {
    message: status === 409 ? 'CONFLICT' : status === 404 ? 'NOT_FOUND' : 'VALIDATION_ERROR',
    errors: [{ path, message }],
  },
});

const NOT_FOUND: FakeReply = { status: 404, data: { message: 'NOT_FOUND' } };

export interface FakeCidApiOptions {
  excluded?: readonly StoredCid[];
  /** What an uploaded file previews as. */
  preview?: CidImportPreview;
  /** Answers that replace the fake's own, by 'METHOD /path'. */
  replies?: FakeRoutes;
}

/**
 * The excluded-CID API over `excluded` kept in memory: a story's or spec's additions, deletions
 * and imports show in its later calls. Made afresh for each showing (pass it to `FakeApiScope`).
 */
export function fakeCidApi({
  excluded = EXCLUDED,
  preview = MIXED_PREVIEW,
  replies = {},
}: FakeCidApiOptions = {}) {
  return (): FakeRoutes => {
    let stored = [...excluded];
    let nextId = Math.max(0, ...excluded.map((e) => e.record.id)) + 1;
    let pending: CidImportPreview | null = null;

    const byId: FakeRoutes = {};
    for (const { record } of excluded) {
      const find = () => stored.find((s) => s.record.id === record.id);
      byId[`DELETE ${API_PATHS.cidById(record.id)}`] = () => {
        if (!find()) return NOT_FOUND;
        stored = stored.filter((s) => s.record.id !== record.id);
        return ok(null);
      };
      byId[`POST ${API_PATHS.cidReveal(record.id)}`] = () => {
        const found = find();
        return found ? ok({ id: found.record.id, cid: found.cid }) : NOT_FOUND;
      };
    }

    return {
      [`POST ${API_PATHS.cidList}`]: (request) => cidPage(stored, request.body),
      [`POST ${API_PATHS.cid}`]: (request) => {
        const body = request.body as NewExcludedCidBody;
        const problem = cidProblem(body.cid);
        if (problem) return refusal(400, '/cid', CID_MESSAGES[problem]);
        const cid = normaliseCid(body.cid);
        if (stored.some((s) => s.cid === cid)) {
          return refusal(409, '/cid', EXCLUDED_CID_MESSAGES.alreadyExcluded);
        }
        const record: ExcludedCidRecord = {
          id: nextId++,
          cidMasked: maskCid(cid),
          reason: body.reason,
          createdByName: 'สมศักดิ์ รักษ์สุขภาพ',
          createdAt: ADDED_AT,
        };
        stored = [...stored, { record, cid }];
        return ok(record);
      },
      ...byId,
      [`POST ${API_PATHS.cidImport}`]: () => {
        pending = preview;
        return ok(preview);
      },
      [`POST ${API_PATHS.cidImportById(IMPORT_ID)}`]: () => {
        if (!pending) return refusal(404, '', EXCLUDED_CID_MESSAGES.importGone);
        const added = pending.validRows;
        pending = null;
        return ok({ added });
      },
      [`DELETE ${API_PATHS.cidImportById(IMPORT_ID)}`]: () => {
        pending = null;
        return ok(null);
      },
      ...replies,
    };
  };
}
