import { Type, type Static } from '@sinclair/typebox';
import { stringEnum } from '../list-query-schema';
import { CID_IMPORT_ROW_KINDS } from './excluded-cids';

/**
 * What the excluded-CID calls answer. A CID is answered masked everywhere but in the reveal. The
 * API validates its answers with these schemas; the types derive from them.
 */
const Count = Type.Integer({ minimum: 0 });

/** An excluded CID as the list shows it: never the full CID. */
export const ExcludedCidRecordSchema = Type.Object({
  id: Type.Integer(),
  /** 1-2345-xxxxx-xx-1 */
  cidMasked: Type.String(),
  reason: Type.String(),
  createdByName: Type.Union([Type.String(), Type.Null()]),
  /** ISO 8601 */
  createdAt: Type.String({ format: 'date-time' }),
});
export type ExcludedCidRecord = Static<typeof ExcludedCidRecordSchema>;

/** `POST /api/setting/cid/{id}/reveal` (Super Admin; logged): the one answer with a full CID. */
export const RevealedCidSchema = Type.Object({ id: Type.Integer(), cid: Type.String() });
export type RevealedCid = Static<typeof RevealedCidSchema>;

/** One row of a preview: where it is in the file, its value masked, and what is wrong. */
export const CidImportRowSchema = Type.Object({
  /** The line in the file, 1 = the first (header included). */
  row: Type.Integer({ minimum: 1 }),
  kind: stringEnum(CID_IMPORT_ROW_KINDS),
  /** Masked like the list (`maskCid`), or the first characters of a value that is no CID. */
  value: Type.String(),
  /** Why it will not be imported (Thai); empty for a valid row. */
  message: Type.String(),
});
export type CidImportRow = Static<typeof CidImportRowSchema>;

/** The answer to an import: what confirming it would do. Nothing is excluded yet. */
export const CidImportPreviewSchema = Type.Object({
  importId: Type.String(),
  fileName: Type.String(),
  /** Rows read, blank lines and the header not counted. */
  totalRows: Count,
  validRows: Count,
  invalidRows: Count,
  duplicateRows: Count,
  alreadyExcludedRows: Count,
  /** The first `CID_IMPORT_PREVIEW_ROWS` rows that will not be imported, in file order. */
  problems: Type.Array(CidImportRowSchema),
  /** The first `CID_IMPORT_PREVIEW_ROWS` rows that will be. */
  valid: Type.Array(CidImportRowSchema),
});
export type CidImportPreview = Static<typeof CidImportPreviewSchema>;

/** `POST /api/setting/cid/import/{importId}`: the preview confirmed, every valid row or none. */
export const CidImportResultSchema = Type.Object({ added: Count });
export type CidImportResult = Static<typeof CidImportResultSchema>;
