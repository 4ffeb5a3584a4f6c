import {
  NewProvinceBody as NewProvinceFields,
  ProvinceBody as ProvinceFields,
  ProvinceNameSchema,
  ProvinceRowSchema,
} from '@hbc/contracts';
import { Type } from '@sinclair/typebox';
import { Success } from '../../../schemas/envelope';
import { withFreeText } from '../../../schemas/free-text';
import { listAnswer } from '../../../schemas/list';

export { ProvinceListBody, ProvinceRowSchema } from '@hbc/contracts';
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

export const ProvinceAnswer = Success(ProvinceRowSchema);
export const ProvinceListAnswer = listAnswer(ProvinceRowSchema);
export const ProvinceDeletedAnswer = Success(Type.Null());

/** Every province, by Thai name. */
export const ProvinceNamesAnswer = Success(Type.Array(ProvinceNameSchema));
