import { type BodyChecker, DETAIL, type JsonObject } from './checks/body-checker';

/**
 * Custom aggregation units (LINE's per-unit statistics of push and multicast messages): a send
 * names at most one unit in `customAggregationUnits`; a channel may assign up to 1,000 different
 * names in a month (Asia/Tokyo), and a name beyond that is not assigned, the message still sent.
 */
export const AGGREGATION_UNIT_NAME_MAX_LENGTH = 30;
export const AGGREGATION_UNIT_NAME = /^[a-zA-Z0-9_]+$/;
export const AGGREGATION_UNITS_PER_MONTH = 1000;
export const AGGREGATION_UNITS_PER_SEND = 1;

export const AGGREGATION_UNIT_DETAIL = {
  characters: 'Only half-width alphanumeric characters (a-z, A-Z, 0-9) and underscores are allowed',
} as const;

/** Whether `name` is a unit name LINE takes: 1–30 of a-z, A-Z, 0-9 and _. */
export function isAggregationUnitName(name: string): boolean {
  return name.length <= AGGREGATION_UNIT_NAME_MAX_LENGTH && AGGREGATION_UNIT_NAME.test(name);
}

/** `customAggregationUnits` of a push or multicast body: absent, or one good name. */
export function checkAggregationUnits(checker: BodyChecker, body: JsonObject): void {
  if (body['customAggregationUnits'] === undefined || body['customAggregationUnits'] === null) {
    return;
  }
  const units = checker.array(body, 'customAggregationUnits', '', 0, AGGREGATION_UNITS_PER_SEND);
  units?.forEach((name, index) => {
    const property = `customAggregationUnits[${index}]`;
    if (typeof name !== 'string' || name === '') {
      checker.problem(property, typeof name === 'string' ? DETAIL.empty : DETAIL.string);
    } else if (name.length > AGGREGATION_UNIT_NAME_MAX_LENGTH) {
      checker.problem(property, DETAIL.length(AGGREGATION_UNIT_NAME_MAX_LENGTH));
    } else if (!AGGREGATION_UNIT_NAME.test(name)) {
      checker.problem(property, AGGREGATION_UNIT_DETAIL.characters);
    }
  });
}

/** The unit a checked body names, or null. */
export function aggregationUnitOf(body: unknown): string | null {
  const units = (body as { customAggregationUnits?: unknown } | null)?.customAggregationUnits;
  return Array.isArray(units) && typeof units[0] === 'string' ? units[0] : null;
}
