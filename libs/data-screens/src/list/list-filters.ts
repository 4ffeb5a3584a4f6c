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

export type ListFilter = SelectFilter | BooleanFilter | AutocompleteFilter;

/** The URL query key of a filter. */
export function urlKeyOf(filter: ListFilter): string {
  return filter.urlKey ?? filter.key;
}

/** The chosen value of each filter that has one. */
export type FilterValues = Record<string, FilterValue>;

const MAX_URL_VALUE_LENGTH = 100;
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
  }
}
