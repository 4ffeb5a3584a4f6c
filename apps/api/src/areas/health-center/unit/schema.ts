import { UnitBody as UnitFields } from '@hbc/contracts';
import { withFreeText } from '../../../schemas/free-text';

export { UnitDetailSchema, UnitListBody, UnitRowSchema } from '@hbc/contracts';
/** A unit's name is free text. */
export const UnitBody = withFreeText(UnitFields, 'name');
