import * as yup from 'yup';
import { createProvince, deleteProvince, getProvince, updateProvince } from '@hbc/api-clients';
import {
  PROVINCE_CODE_MAX,
  PROVINCE_CODE_MIN,
  PROVINCE_MESSAGES,
  ProvinceBody,
  ROUTES,
  type ProvinceRow,
} from '@hbc/contracts';
import { idRule, patternRule, ruleFromSchema } from '@hbc/data-screens';
import { defineForm } from '../../resources/define-resource';
import { queryOf } from '../../resources/screen-trail';

export interface ProvinceFormValues {
  /** The official province code, as typed. */
  code: string;
  nameTh: string;
  nameEn: string;
  healthRegionId: number | null;
}

/** An official province code: a whole number from 10 (Bangkok) to 99, as the API takes `id`. */
const provinceCodeRule = patternRule(/^[0-9]+$/, PROVINCE_MESSAGES.codeInvalid).test(
  'province-code',
  PROVINCE_MESSAGES.codeInvalid,
  (code) => Number(code) >= PROVINCE_CODE_MIN && Number(code) <= PROVINCE_CODE_MAX,
);

export const provinceFormSchema = yup.object({
  code: provinceCodeRule,
  nameTh: ruleFromSchema(ProvinceBody.properties.nameTh, PROVINCE_MESSAGES.nameThRequired),
  nameEn: ruleFromSchema(ProvinceBody.properties.nameEn, PROVINCE_MESSAGES.nameEnRequired),
  healthRegionId: idRule(PROVINCE_MESSAGES.regionRequired),
});

export function provinceValues(province: ProvinceRow): ProvinceFormValues {
  return {
    code: String(province.id),
    nameTh: province.nameTh,
    nameEn: province.nameEn,
    healthRegionId: province.healthRegionId,
  };
}

/** The update body: a province's code never changes. */
export function provinceBody(values: ProvinceFormValues): ProvinceBody {
  return {
    nameTh: values.nameTh,
    nameEn: values.nameEn,
    healthRegionId: Number(values.healthRegionId),
  };
}

/**
 * /health-center/province/form: a new province (in the region of `?region=`), or the province
 * of `?id=`; back to the province list as it was left.
 */
export const PROVINCE_FORM = defineForm<ProvinceFormValues, ProvinceRow>({
  path: ROUTES.provinceForm,
  list: ROUTES.province,
  empty: { code: '', nameTh: '', nameEn: '', healthRegionId: null },
  schema: provinceFormSchema,
  crumbs: { create: 'เพิ่มจังหวัด', edit: 'แก้ไขจังหวัด' },
  startFrom: { healthRegionId: 'region' },
  read: getProvince,
  toValues: provinceValues,
  create: (values) => createProvince({ id: Number(values.code), ...provinceBody(values) }),
  update: (id, values) => updateProvince(id, provinceBody(values)),
  remove: deleteProvince,
  nameOf: (values) => values.nameTh,
  deletion: {
    button: 'ลบจังหวัด',
    title: 'ลบจังหวัด',
    confirm: 'ลบ',
    message: (name) => `ต้องการลบจังหวัด${name}ใช่หรือไม่ เมื่อลบแล้วจะไม่สามารถกู้คืนได้`,
    deleted: 'ลบจังหวัดเรียบร้อยแล้ว',
  },
  /** The API names the code `id` (409 when it is taken); the form calls it `code`. */
  fieldOfPath: (pointer) => (pointer === '/id' ? 'code' : undefined),
  trail: (values) => ({ [ROUTES.province]: queryOf('region', values.healthRegionId) }),
});
