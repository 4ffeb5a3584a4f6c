import { LoadingState, PageScaffold } from '@hbc/ui';
import { screenFor } from './route-table';

/**
 * What a screen shows while its code arrives. A top-level screen's title is known from the route
 * table, so it is drawn at once, where the screen draws it; a screen under another has
 * breadcrumbs and often a record's name as its title, so it shows the loading state alone.
 */
export function ScreenPlaceholder({ path }: { path: string }) {
  const entry = screenFor(path);
  if (!entry || entry.parent) return <LoadingState />;
  return (
    <PageScaffold title={entry.title}>
      <LoadingState />
    </PageScaffold>
  );
}
