import { useState } from 'react';
import * as yup from 'yup';
import { ApiError, createUnit, deleteUnit, getUnit, updateUnit } from '@hbc/api-clients';
import {
  ROUTES,
  UNIT_KINDS,
  UNIT_MESSAGES,
  UnitBody,
  type UnitDetail,
  type UnitKind,
} from '@hbc/contracts';
import {
  choiceRule,
  idRule,
  ruleFromSchema,
  useDeleteRecord,
  useEntityForm,
} from '@hbc/data-screens';
import { useBackToList } from './useBackToList';

export interface UnitFormValues {
  hcode: string;
  name: string;
  kind: UnitKind | null;
  provinceId: number | null;
  /** The uploaded logo's address, null for none. */
  logoUrl: string | null;
  active: boolean;
}

export const UNIT_FORM_TEXT = {
  deleted: 'ลบหน่วยบริการเรียบร้อยแล้ว',
} as const;

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

const notFound = () => Promise.reject(new ApiError('NOT_FOUND', { status: 404 }));

export interface UnitFormOptions {
  /** The unit edited (`?id=`), null for a new one, 'invalid' for an id no unit can have. */
  id: number | null | 'invalid';
  /** The province a new unit starts in (the province the list showed). */
  province?: number;
}

/**
 * The unit form: reads the unit, saves it (a taken hcode lands on its field), deletes it, and
 * goes back to the list. Also says which region the unit was read in, for the way back.
 */
export function useUnitForm({ id, province }: UnitFormOptions) {
  const back = useBackToList(ROUTES.unit);
  const [loaded, setLoaded] = useState<UnitDetail | null>(null);
  const form = useEntityForm<UnitFormValues>({
    initialValues: {
      hcode: '',
      name: '',
      kind: null,
      provinceId: province ?? null,
      logoUrl: null,
      active: true,
    },
    validationSchema: unitFormSchema,
    ...(id === null
      ? {}
      : {
          load: () =>
            id === 'invalid'
              ? notFound()
              : getUnit(id).then((unit) => {
                  setLoaded(unit);
                  return unitValues(unit);
                }),
        }),
    save: (values) =>
      typeof id === 'number' ? updateUnit(id, unitBody(values)) : createUnit(unitBody(values)),
    onSaved: back,
  });
  const deletion = useDeleteRecord({
    remove: () => (typeof id === 'number' ? deleteUnit(id) : Promise.resolve()),
    deletedText: UNIT_FORM_TEXT.deleted,
    onDeleted: () => {
      form.leaveGuard.allowLeaving();
      back();
    },
  });
  return { form, deletion, back, editing: id !== null, loaded };
}
