import {
  NewProvinceBody as NewProvinceFields,
  ProvinceBody as ProvinceFields,
} from '@hbc/contracts';
import { Type } from '@sinclair/typebox';
import { Success } from '../../../schemas/envelope';
import { withFreeText } from '../../../schemas/free-text';
import { listAnswer } from '../../../schemas/list';

export { ProvinceListBody } from '@hbc/contracts';
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

const Count = Type.Integer({ minimum: 0 });

/** `ProvinceRow` of `@hbc/contracts`, as the API answers it. */
export const ProvinceRowSchema = Type.Object({
  id: Type.Integer(),
  nameTh: Type.String(),
  nameEn: Type.String(),
  healthRegionId: Type.Integer(),
  healthRegionName: Type.String(),
  unitCount: Count,
  staffCount: Count,
  citizenCount: Count,
});

export const ProvinceAnswer = Success(ProvinceRowSchema);
export const ProvinceListAnswer = listAnswer(ProvinceRowSchema);
export const ProvinceDeletedAnswer = Success(Type.Null());

/** `ProvinceName` of `@hbc/contracts`: every province, by Thai name. */
export const ProvinceNamesAnswer = Success(
  Type.Array(Type.Object({ id: Type.Integer(), nameTh: Type.String() })),
);
