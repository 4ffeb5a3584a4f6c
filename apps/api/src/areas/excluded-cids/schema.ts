import { NewExcludedCidBody as NewExcludedCidFields } from '@hbc/contracts';
import { Type } from '@sinclair/typebox';
import { withFreeText } from '../../schemas/free-text';

export { ExcludedCidListBody } from '@hbc/contracts';
/** The reason is free text; the CID itself is not. */
export const NewExcludedCidBody = withFreeText(NewExcludedCidFields, 'reason');

/** `{importId}` of a checked file waiting for confirmation. */
export const CidImportIdParams = Type.Object(
  {
    importId: Type.String({
      pattern: '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$',
    }),
  },
  { additionalProperties: false },
);
