import * as yup from 'yup';
import {
  ApiError,
  createProvince,
  deleteProvince,
  getProvince,
  updateProvince,
} from '@hbc/api-clients';
import {
  PROVINCE_CODE_MAX,
  PROVINCE_CODE_MIN,
  PROVINCE_MESSAGES,
  ProvinceBody,
  ROUTES,
  type ProvinceRow,
} from '@hbc/contracts';
import {
  idRule,
  patternRule,
  ruleFromSchema,
  useDeleteRecord,
  useEntityForm,
} from '@hbc/data-screens';
import { useBackToList } from './useBackToList';

export interface ProvinceFormValues {
  /** The official province code, as typed. */
  code: string;
  nameTh: string;
  nameEn: string;
  healthRegionId: number | null;
}

export const PROVINCE_FORM_TEXT = {
  deleted: 'ลบจังหวัดเรียบร้อยแล้ว',
} as const;

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

/** The API names the code `id` (409 when it is taken); the form calls it `code`. */
const fieldOfPath = (pointer: string) => (pointer === '/id' ? 'code' : undefined);

const notFound = () => Promise.reject(new ApiError('NOT_FOUND', { status: 404 }));

export interface ProvinceFormOptions {
  /** The province edited (`?id=`), null for a new one, 'invalid' for an id no province can have. */
  id: number | null | 'invalid';
  /** The region a new province starts in (the region the list showed). */
  region?: number;
}

/** The province form: reads the province, saves it, deletes it, and goes back to the list. */
export function useProvinceForm({ id, region }: ProvinceFormOptions) {
  const back = useBackToList(ROUTES.province);
  const form = useEntityForm<ProvinceFormValues>({
    initialValues: { code: '', nameTh: '', nameEn: '', healthRegionId: region ?? null },
    validationSchema: provinceFormSchema,
    ...(id === null
      ? {}
      : { load: () => (id === 'invalid' ? notFound() : getProvince(id).then(provinceValues)) }),
    save: (values) =>
      typeof id === 'number'
        ? updateProvince(id, provinceBody(values))
        : createProvince({ id: Number(values.code), ...provinceBody(values) }),
    onSaved: back,
    fieldOfPath,
  });
  const deletion = useDeleteRecord({
    remove: () => (typeof id === 'number' ? deleteProvince(id) : Promise.resolve()),
    deletedText: PROVINCE_FORM_TEXT.deleted,
    onDeleted: () => {
      form.leaveGuard.allowLeaving();
      back();
    },
  });
  return { form, deletion, back, editing: id !== null };
}
