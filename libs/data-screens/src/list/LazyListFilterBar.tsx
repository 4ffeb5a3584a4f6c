import { lazy, Suspense } from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import type { ListFilterBarProps } from './ListFilterBar';
import { FILTER_HEIGHT, FILTER_SPACING, filterFieldWidths } from './filter-widths';
import type { ListFilter } from './list-filters';

/** The filters' code (selects, searchable choices) loads with the first list that has filters. */
const ListFilterBar = lazy(async () => ({
  default: (await import('./ListFilterBar')).ListFilterBar,
}));

/**
 * The outline of each filter's field, at its size, while the filters' code loads: nothing below
 * moves when the fields arrive.
 */
function FilterBarFrame({ filters }: { filters: readonly ListFilter[] }) {
  return (
    <Stack direction="row" spacing={FILTER_SPACING} useFlexGap flexWrap="wrap" aria-hidden>
      {filters.map((filter) => (
        <Stack key={filter.key} direction="row" spacing={FILTER_SPACING}>
          {filterFieldWidths(filter).map((width, index) => (
            <Box
              key={index}
              sx={{
                width,
                height: FILTER_HEIGHT,
                border: 1,
                borderColor: 'divider',
                borderRadius: 1,
              }}
            />
          ))}
        </Stack>
      ))}
    </Stack>
  );
}

/** The list's filters; a list without filters loads none of their code. */
export function LazyListFilterBar(props: ListFilterBarProps) {
  if (props.filters.length === 0) return null;
  return (
    <Suspense fallback={<FilterBarFrame filters={props.filters} />}>
      <ListFilterBar {...props} />
    </Suspense>
  );
}
