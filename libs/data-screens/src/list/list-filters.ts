import { isDayText } from '@hbc/contracts';
import type { Option, OptionSource } from '../shared/options';

/** A filter's value as the list call sends it. */
export type FilterValue = string | number | boolean;

interface FilterBase {
  /** The key under `filters` in the list call, and the URL query key unless `urlKey` says another. */
  key: string;
  /** The URL query key, when the address should read otherwise (`province` for `provinceId`). */
  urlKey?: string;
  /** Thai label of the control. */
  label: string;
}

/** One of a few fixed choices (role, status, kind). */
export interface SelectFilter extends FilterBase {
  type: 'select';
  options: readonly Option<string | number>[];
}

/** Yes, no or either (active units). */
export interface BooleanFilter extends FilterBase {
  type: 'boolean';
  /** Labels of true and false, such as 'ใช้งาน' and 'ปิดใช้งาน'. */
  trueLabel: string;
  falseLabel: string;
}

/** One of many choices, typed to search: a fixed list or options found on the server. */
export interface AutocompleteFilter extends FilterBase {
  type: 'autocomplete';
  options?: readonly Option<string | number>[];
  source?: OptionSource<string | number>;
  /** How a server-searched value reads from the URL: 'integer' for ids. Default 'string'. */
  valueType?: 'string' | 'integer';
}

/** Any text, typed or picked from suggestions (a menu name, an action). */
export interface TextFilter extends FilterBase {
  type: 'text';
  /** Offered as typed; staff may type anything else. */
  suggestions?: readonly string[];
  /** The longest text the API takes. Default 100. */
  maxLength?: number;
}

/**
 * A range of days, picked in the Buddhist era and sent as 'YYYY-MM-DD': `key` and `label` are
 * the first day's ('from', 'ตั้งแต่วันที่'), `toKey` and `toLabel` the last day's. Its pickers load
 * with the first list that has one.
 */
export interface DateRangeFilter extends FilterBase {
  type: 'dateRange';
  /** The key of the last day under `filters`, and its URL query key. */
  toKey: string;
  toLabel: string;
}

export type ListFilter =
  SelectFilter | BooleanFilter | AutocompleteFilter | TextFilter | DateRangeFilter;

/** The URL query key of a filter (of its first day, for a range). */
export function urlKeyOf(filter: ListFilter): string {
  return filter.urlKey ?? filter.key;
}

/** The values a filter sets: its key and URL key, and for a range its last day's too. */
export function filterFieldsOf(filter: ListFilter): { key: string; urlKey: string }[] {
  const first = { key: filter.key, urlKey: urlKeyOf(filter) };
  return filter.type === 'dateRange'
    ? [first, { key: filter.toKey, urlKey: filter.toKey }]
    : [first];
}

/** The chosen value of each filter that has one. */
export type FilterValues = Record<string, FilterValue>;

/** New values of some filters, undefined for cleared ones. */
export type FilterChanges = Record<string, FilterValue | undefined>;

const MAX_URL_VALUE_LENGTH = 100;
/** The longest text filter the lists take unless one says otherwise. */
export const TEXT_MAX_LENGTH = 100;
const MAX_ID = 2_147_483_647;

function fromOptions(options: readonly Option<string | number>[], raw: string) {
  return options.find((option) => String(option.value) === raw)?.value;
}

/**
 * A filter's value read from the URL, or undefined when the text is not one it can take: a
 * shared link can hold anything.
 */
export function readFilterValue(filter: ListFilter, raw: string | null): FilterValue | undefined {
  if (raw === null || raw === '') return undefined;
  switch (filter.type) {
    case 'select':
      return fromOptions(filter.options, raw);
    case 'boolean':
      return raw === 'true' ? true : raw === 'false' ? false : undefined;
    case 'autocomplete': {
      if (filter.options && !filter.source) return fromOptions(filter.options, raw);
      if (raw.length > MAX_URL_VALUE_LENGTH) return undefined;
      if (filter.valueType !== 'integer') return raw;
      const id = /^[1-9][0-9]{0,9}$/.test(raw) ? Number(raw) : NaN;
      return id <= MAX_ID ? id : undefined;
    }
    case 'text': {
      const text = raw.trim();
      return text && text.length <= (filter.maxLength ?? TEXT_MAX_LENGTH) ? text : undefined;
    }
    case 'dateRange':
      return isDayText(raw) ? raw : undefined;
  }
}

/**
 * The values of a filter read from the URL: each of its fields that holds one it can take. A
 * range whose last day comes before its first keeps only the first.
 */
export function readFilterValues(filter: ListFilter, params: URLSearchParams): FilterValues {
  const values: FilterValues = {};
  for (const { key, urlKey } of filterFieldsOf(filter)) {
    const value = readFilterValue(filter, params.get(urlKey));
    if (value !== undefined) values[key] = value;
  }
  if (filter.type === 'dateRange') {
    const from = values[filter.key];
    const to = values[filter.toKey];
    if (from !== undefined && to !== undefined && String(to) < String(from)) {
      delete values[filter.toKey];
    }
  }
  return values;
}
