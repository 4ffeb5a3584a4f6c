import { CitizenFileImportBody as CitizenFileImportFields } from '@hbc/contracts';
import { Type } from '@sinclair/typebox';
import { withFreeText } from '../../schemas/free-text';

/** The file's name is free text. */
export const CitizenFileImportBody = withFreeText(CitizenFileImportFields, 'fileName');

/** `{importId}` of a citizen file import. */
export const CitizenImportIdParams = Type.Object(
  {
    importId: Type.String({
      pattern: '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$',
    }),
  },
  { additionalProperties: false },
);
