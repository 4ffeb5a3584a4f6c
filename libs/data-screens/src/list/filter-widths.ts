import type { ListFilter } from './list-filters';

/** Widths of the filter controls, in px: the bar and its frame while it loads use the same. */
export const SELECT_FILTER_WIDTH = 200;
export const TEXT_FILTER_WIDTH = 240;
export const AUTOCOMPLETE_FILTER_WIDTH = 260;
export const DAY_WIDTH = 190;

/** Space between two filters, in theme spacing units (12 px). */
export const FILTER_SPACING = 1.5;

/** Height of a small outlined field, in px. */
export const FILTER_HEIGHT = 40;

/** The width of each field a filter shows: one, or two for a range of days. */
export function filterFieldWidths(filter: ListFilter): readonly number[] {
  switch (filter.type) {
    case 'text':
      return [TEXT_FILTER_WIDTH];
    case 'autocomplete':
      return [AUTOCOMPLETE_FILTER_WIDTH];
    case 'dateRange':
      return [DAY_WIDTH, DAY_WIDTH];
    default:
      return [SELECT_FILTER_WIDTH];
  }
}
