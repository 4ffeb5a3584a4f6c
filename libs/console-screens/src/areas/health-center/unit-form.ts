import * as yup from 'yup';
import { createUnit, deleteUnit, getUnit, updateUnit } from '@hbc/api-clients';
import {
  ROUTES,
  UNIT_KINDS,
  UNIT_MESSAGES,
  UnitBody,
  type UnitDetail,
  type UnitKind,
} from '@hbc/contracts';
import { choiceRule, idRule, ruleFromSchema } from '@hbc/data-screens';
import { defineForm } from '../../resources/define-resource';
import { queryOf } from '../../resources/screen-trail';

export interface UnitFormValues {
  hcode: string;
  name: string;
  kind: UnitKind | null;
  provinceId: number | null;
  /** The uploaded logo's address, null for none. */
  logoUrl: string | null;
  active: boolean;
}

export const unitFormSchema = yup.object({
  hcode: ruleFromSchema(UnitBody.properties.hcode, UNIT_MESSAGES.hcodeInvalid),
  name: ruleFromSchema(UnitBody.properties.name, UNIT_MESSAGES.nameRequired),
  kind: choiceRule(UNIT_KINDS, UNIT_MESSAGES.kindRequired),
  provinceId: idRule(UNIT_MESSAGES.provinceRequired),
  logoUrl: yup.string().nullable(),
  active: yup.boolean(),
});

export function unitValues(unit: UnitDetail): UnitFormValues {
  return {
    hcode: unit.hcode,
    name: unit.name,
    kind: unit.kind,
    provinceId: unit.provinceId,
    logoUrl: unit.logoUrl,
    active: unit.active,
  };
}

/** What the unit calls send; the form's rules have made sure kind and province are chosen. */
export function unitBody(values: UnitFormValues): UnitBody {
  return {
    hcode: values.hcode,
    name: values.name,
    kind: values.kind ?? UNIT_KINDS[0],
    provinceId: Number(values.provinceId),
    logoUrl: values.logoUrl,
    active: values.active,
  };
}

/**
 * /health-center/unit/form: a new unit (in the province of `?province=`), or the unit of `?id=`
 * (a taken hcode lands on its field); back to the unit list as it was left, and the way back
 * keeps the region the unit was read in.
 */
export const UNIT_FORM = defineForm<UnitFormValues, UnitDetail>({
  path: ROUTES.unitForm,
  list: ROUTES.unit,
  empty: { hcode: '', name: '', kind: null, provinceId: null, logoUrl: null, active: true },
  schema: unitFormSchema,
  crumbs: { create: 'เพิ่มหน่วยบริการ', edit: 'แก้ไขหน่วยบริการ' },
  startFrom: { provinceId: 'province' },
  read: getUnit,
  toValues: unitValues,
  create: (values) => createUnit(unitBody(values)),
  update: (id, values) => updateUnit(id, unitBody(values)),
  remove: deleteUnit,
  nameOf: (values) => values.name,
  deletion: {
    button: 'ลบหน่วยบริการ',
    title: 'ลบหน่วยบริการ',
    confirm: 'ลบ',
    message: (name) => `ต้องการลบ${name}ใช่หรือไม่ เมื่อลบแล้วจะไม่สามารถกู้คืนได้`,
    deleted: 'ลบหน่วยบริการเรียบร้อยแล้ว',
  },
  trail: (values, unit) => ({
    [ROUTES.province]: queryOf('region', unit?.healthRegionId),
    [ROUTES.unit]: queryOf('province', values.provinceId),
  }),
});
