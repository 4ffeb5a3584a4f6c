import * as yup from 'yup';
import { ApiError } from '@hbc/api-clients';
import {
  NAME_MAX_LENGTH,
  UNIT_KINDS,
  UNIT_MESSAGES,
  UnitBody,
  type UnitKind,
} from '@hbc/contracts';
import { choiceRule, idRule, ruleFromSchema, textRule } from '../form/yup-rules';
import type { OptionSource } from '../shared/options';
import { FAKE_PROVINCES, FAKE_UNITS, type FakeUnit } from './fake-units';

/** What the demo unit form edits. */
export interface UnitFormValues {
  hcode: string;
  name: string;
  kind: UnitKind | null;
  provinceId: number | null;
  active: boolean;
}

export const NEW_UNIT: UnitFormValues = {
  hcode: '',
  name: '',
  kind: null,
  provinceId: null,
  active: true,
};

/** The unit form's rules: the hcode's straight from the API's contract. */
export const unitFormSchema = yup.object({
  hcode: ruleFromSchema(UnitBody.properties.hcode, UNIT_MESSAGES.hcodeInvalid),
  name: textRule(NAME_MAX_LENGTH, UNIT_MESSAGES.nameRequired),
  kind: choiceRule(UNIT_KINDS, UNIT_MESSAGES.kindRequired),
  provinceId: idRule(UNIT_MESSAGES.provinceRequired),
  active: yup.boolean().required(),
});

const [first] = FAKE_UNITS.slice(7) as [FakeUnit];
/** The record the edit stories load. */
export const EDITED_UNIT: UnitFormValues = {
  hcode: first.hcode,
  name: first.name,
  kind: first.kind,
  provinceId: first.provinceId,
  active: first.active,
};

/** Provinces searched as typed, as the API's province list would. */
export const fakeProvinceSource: OptionSource<number> = {
  search: (text) => Promise.resolve(FAKE_PROVINCES.filter((p) => p.label.includes(text.trim()))),
  byValue: (value) => Promise.resolve(FAKE_PROVINCES.find((p) => p.value === value) ?? null),
};

/** Resolves `value` after `delayMs` (never when Infinity), or rejects with `error`. */
export function later<T>(value: T, delayMs = 200, error?: unknown): () => Promise<T> {
  return () =>
    new Promise<T>((resolve, reject) => {
      if (delayMs === Infinity) return;
      setTimeout(() => (error === undefined ? resolve(value) : reject(error)), delayMs);
    });
}

export const apiError = (status: number, errors?: { path: string; message: string }[]) =>
  new ApiError(
    status === 409
      ? 'CONFLICT'
      : status === 404
        ? 'NOT_FOUND'
        : status === 400
          ? 'VALIDATION_ERROR'
          : 'INTERNAL_ERROR',
    {
      status,
      ...(errors ? { errors } : {}),
    },
  );
