import {
  CID_IMPORT_ROW_KINDS,
  stringEnum,
  CidImportBody as CidImportFields,
  NewExcludedCidBody as NewExcludedCidFields,
} from '@hbc/contracts';
import { Type } from '@sinclair/typebox';
import { Success } from '../../schemas/envelope';
import { withFreeText } from '../../schemas/free-text';
import { IdParams } from '../../schemas/id-params';
import { listAnswer } from '../../schemas/list';

export { ExcludedCidListBody } from '@hbc/contracts';
/** The reasons and the file's name are free text; the CID itself is not. */
export const CidImportBody = withFreeText(CidImportFields, 'fileName', 'reason');
export const NewExcludedCidBody = withFreeText(NewExcludedCidFields, 'reason');

/** The OpenAPI tag of every excluded-CID route. */
export const EXCLUDED_CID_TAGS = ['excluded-cid'];

/** `{id}` of an excluded CID: a row id, so never above PostgreSQL's `integer`. */
export const ExcludedCidIdParams = IdParams;

/** `{importId}` of a checked file waiting for confirmation. */
export const CidImportIdParams = Type.Object(
  {
    importId: Type.String({
      pattern: '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$',
    }),
  },
  { additionalProperties: false },
);

const Count = Type.Integer({ minimum: 0 });

/** `ExcludedCidRecord` of `@hbc/contracts`: the CID masked, never in full. */
export const ExcludedCidRecordSchema = Type.Object({
  id: Type.Integer(),
  cidMasked: Type.String(),
  reason: Type.String(),
  createdByName: Type.Union([Type.String(), Type.Null()]),
  createdAt: Type.String({ format: 'date-time' }),
});

/** `RevealedCid` of `@hbc/contracts`. */
const RevealedCidSchema = Type.Object({ id: Type.Integer(), cid: Type.String() });

/** `CidImportRow` of `@hbc/contracts`. */
const CidImportRowSchema = Type.Object({
  row: Type.Integer({ minimum: 1 }),
  kind: stringEnum(CID_IMPORT_ROW_KINDS),
  value: Type.String(),
  message: Type.String(),
});

/** `CidImportPreview` of `@hbc/contracts`. */
const CidImportPreviewSchema = Type.Object({
  importId: Type.String(),
  fileName: Type.String(),
  totalRows: Count,
  validRows: Count,
  invalidRows: Count,
  duplicateRows: Count,
  alreadyExcludedRows: Count,
  problems: Type.Array(CidImportRowSchema),
  valid: Type.Array(CidImportRowSchema),
});

export const ExcludedCidAnswer = Success(ExcludedCidRecordSchema);
export const ExcludedCidListAnswer = listAnswer(ExcludedCidRecordSchema);
export const ExcludedCidDeletedAnswer = Success(Type.Null());
export const RevealedCidAnswer = Success(RevealedCidSchema);
export const CidImportPreviewAnswer = Success(CidImportPreviewSchema);
export const CidImportResultAnswer = Success(Type.Object({ added: Count }));
export const CidImportCancelledAnswer = Success(Type.Null());
