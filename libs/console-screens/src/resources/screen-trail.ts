import { useNavigate } from 'react-router';
import type { RoutePath } from '@hbc/contracts';
import type { Crumb } from '@hbc/ui';
import { screenFor, screenTrail } from '../routing/route-table';

/** The query each screen of a trail is opened with, such as `?region=7` for the province list. */
export type TrailQueries = Partial<Record<RoutePath, string>>;

/** `?key=value`, or nothing when there is no value. */
export function queryOf(key: string, value: number | string | null | undefined): string {
  return value === null || value === undefined || value === '' ? '' : `?${key}=${value}`;
}

/** The title the route table gives the screen at `path`. */
export function titleOf(path: RoutePath): string {
  return screenFor(path)?.title ?? '';
}

/**
 * The breadcrumbs of `path`: each screen above it leads back with its query (the province list
 * of the same region), and the last one is `heading`, the screen's own title unless it is given.
 */
export function useScreenTrail(
  path: RoutePath,
  heading?: string,
  queries: TrailQueries = {},
): Crumb[] {
  const navigate = useNavigate();
  const trail = screenTrail(path);
  return trail.map((entry, index) =>
    index === trail.length - 1
      ? { label: heading ?? entry.title }
      : {
          label: entry.title,
          onClick: () => void navigate(`${entry.path}${queries[entry.path] ?? ''}`),
        },
  );
}
