import { Type, type Static } from '@sinclair/typebox';
import { NAME_MAX_LENGTH } from '../field-messages';
import { patternText, requiredText } from '../field-rules';
import { listQuerySchema, stringEnum } from '../list-query-schema';
import { healthRegionId, provinceCode } from './province-schemas';
import { UNIT_KINDS } from './unit-kinds';
import {
  HCODE_PATTERN,
  LOGO_URL_MAX_LENGTH,
  LOGO_URL_PATTERN,
  UNIT_MESSAGES,
  UNIT_SORT_FIELDS,
} from './units';

/*
 * The TypeBox schemas of a unit's form and list (units.ts holds their rules and texts): apart, so
 * that the unit list's screen, which reads the texts, does not load TypeBox with the form's schema.
 */

const provinceId = provinceCode();

/** What a unit form sends (create and update alike). */
export const UnitBody = Type.Object(
  {
    hcode: patternText(HCODE_PATTERN, UNIT_MESSAGES.hcodeInvalid),
    name: requiredText(NAME_MAX_LENGTH),
    kind: stringEnum(UNIT_KINDS),
    provinceId,
    /** Uploaded through the general image uploader (1:1); null for none. */
    logoUrl: Type.Union([
      patternText(LOGO_URL_PATTERN, UNIT_MESSAGES.logoInvalid, { maxLength: LOGO_URL_MAX_LENGTH }),
      Type.Null(),
    ]),
    active: Type.Boolean(),
  },
  { additionalProperties: false },
);
export type UnitBody = Static<typeof UnitBody>;

/**
 * The unit list's declaration, shared by its list and export schemas: sort fields, and filters
 * (all must hold) by province, health region, kind and whether the unit is active. The search
 * text is looked for in the name and the hcode.
 */
export const UNIT_LIST = {
  sort: UNIT_SORT_FIELDS,
  filters: {
    provinceId,
    healthRegionId: healthRegionId(),
    kind: stringEnum(UNIT_KINDS),
    active: Type.Boolean(),
  },
};

/** `POST /api/health-center/unit/list` (Super Admin). */
export const UnitListBody = listQuerySchema(UNIT_LIST);
