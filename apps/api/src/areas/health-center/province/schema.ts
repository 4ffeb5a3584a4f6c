import {
  NewProvinceBody as NewProvinceFields,
  ProvinceBody as ProvinceFields,
} from '@hbc/contracts';
import { Type } from '@sinclair/typebox';
import { withFreeText } from '../../../schemas/free-text';

export { ProvinceListBody, ProvinceNameSchema, ProvinceRowSchema } from '@hbc/contracts';
/** A province's names are free text. */
export const NewProvinceBody = withFreeText(NewProvinceFields, 'nameTh', 'nameEn');
export const ProvinceBody = withFreeText(ProvinceFields, 'nameTh', 'nameEn');

/**
 * `{id}` of the province routes: the official code. Any `smallint` is looked for (a code that
 * is not a province's is a 404), larger numbers are refused (400).
 */
export const ProvinceIdParams = Type.Object(
  { id: Type.Integer({ minimum: 1, maximum: 32_767 }) },
  { additionalProperties: false },
);
