import { Type, type TObject, type TProperties, type TUnsafe } from '@sinclair/typebox';
import { type ListCriteria } from './list-query';
import {
  listCriteriaProperties,
  stringEnum,
  type ListCriteriaProperties,
  type ListQueryDeclaration,
} from './list-query-schema';

/**
 * The export of a list (`POST /api/<area>/export`): every row the list would show for the same
 * search, sort and filters, as one file streamed by the API.
 */
export const EXPORT_FORMATS = ['xlsx', 'csv'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

export const EXPORT_FORMAT_LABELS: Record<ExportFormat, string> = {
  xlsx: 'Excel (XLSX)',
  csv: 'CSV (UTF-8)',
};

/** What an answer's `Content-Type` is and what its file name ends with. */
export const EXPORT_FILE_TYPES: Record<ExportFormat, { contentType: string; extension: string }> = {
  xlsx: {
    contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    extension: 'xlsx',
  },
  csv: { contentType: 'text/csv; charset=utf-8', extension: 'csv' },
};

/** The most rows one export holds (a worksheet holds 1,048,576 with its header). */
export const EXPORT_MAX_ROWS = 1_000_000;

/** The answer's header naming how many rows the file holds, sent before the first byte. */
export const EXPORT_TOTAL_COUNT_HEADER = 'X-Total-Count';

export const EXPORT_MESSAGES = {
  tooManyRows: (total: number, max: number = EXPORT_MAX_ROWS) =>
    `ข้อมูลที่จะส่งออกมี ${total.toLocaleString('th-TH')} แถว เกินกว่า ` +
    `${max.toLocaleString('th-TH')} แถวที่ส่งออกได้ต่อครั้ง กรุณาค้นหาหรือกรองข้อมูลให้น้อยลง`,
} as const;

/** What an export screen sends: the list's criteria (no page) and the file format. */
export interface ListExportQuery<
  Field extends string,
  Filters extends object = Record<never, never>,
> extends ListCriteria<Field, Filters> {
  format: ExportFormat;
}

export type ListExportSchema<
  Fields extends readonly [string, ...string[]],
  Filters extends TProperties,
> = TObject<{ format: TUnsafe<ExportFormat> } & ListCriteriaProperties<Fields, Filters>>;

/**
 * The TypeBox schema of an area's export request, built from the same declaration as its list
 * (`listQuerySchema`), so the export takes exactly the rows the list shows: same search, same
 * sort fields, same filters, same 400s.
 */
export function listExportSchema<
  const Fields extends readonly [string, ...string[]],
  Filters extends TProperties = Record<never, never>,
>(declared: ListQueryDeclaration<Fields, Filters>): ListExportSchema<Fields, Filters> {
  return Type.Object(
    { format: stringEnum(EXPORT_FORMATS), ...listCriteriaProperties(declared) },
    { additionalProperties: false },
  );
}
