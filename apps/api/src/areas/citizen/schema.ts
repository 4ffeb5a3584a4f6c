import {
  CITIZEN_FILE_IMPORT_STATUSES,
  stringEnum,
  CitizenFileImportBody as CitizenFileImportFields,
} from '@hbc/contracts';
import { Type } from '@sinclair/typebox';
import { Success } from '../../schemas/envelope';
import { withFreeText } from '../../schemas/free-text';

export { CitizenImportBody } from '@hbc/contracts';
/** The file's name is free text. */
export const CitizenFileImportBody = withFreeText(CitizenFileImportFields, 'fileName');

/** The OpenAPI tag of every citizen route. */
export const CITIZEN_TAGS = ['citizen'];

/** `{importId}` of a citizen file import. */
export const CitizenImportIdParams = Type.Object(
  {
    importId: Type.String({
      pattern: '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$',
    }),
  },
  { additionalProperties: false },
);

const Count = Type.Integer({ minimum: 0 });

/** `CitizenImportResult` of `@hbc/contracts`. */
const resultProperties = {
  received: Count,
  inserted: Count,
  updated: Count,
  unchanged: Count,
  rejected: Count,
  problems: Type.Array(Type.Object({ row: Type.Integer({ minimum: 1 }), message: Type.String() })),
};
const CitizenImportResultSchema = Type.Object(resultProperties);

/** `CitizenFileImport` of `@hbc/contracts`. */
const CitizenFileImportSchema = Type.Object({
  importId: Type.String(),
  fileName: Type.String(),
  status: stringEnum(CITIZEN_FILE_IMPORT_STATUSES),
  totalRows: Count,
  processedRows: Count,
  ...resultProperties,
  message: Type.Union([Type.String(), Type.Null()]),
  createdAt: Type.String({ format: 'date-time' }),
  finishedAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
});

export const CitizenImportAnswer = Success(CitizenImportResultSchema);
export const CitizenFileImportAnswer = Success(CitizenFileImportSchema);
