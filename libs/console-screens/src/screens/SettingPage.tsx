import type { ReactNode } from 'react';
import type { RoutePath } from '@hbc/contracts';
import { LoadingState, PageScaffold } from '@hbc/ui';
import { documentTitle } from '../routing/app-title';
import { titleOf } from '../resources/screen-trail';
import { RetryAlert } from './RetryAlert';
import type { SettingLoad } from './useLoadedSetting';

/**
 * A setting screen of the Super Admin: the route's title, a spinner while the setting is read,
 * why not with 'ลองอีกครั้ง' when the read failed, else its form.
 */
export function SettingPage({
  route,
  load,
  loadFailed,
  onRetry,
  children,
}: {
  route: RoutePath;
  load: SettingLoad;
  /** What staff read when the setting could not be read. */
  loadFailed: string;
  onRetry: () => void;
  children: ReactNode;
}) {
  const title = titleOf(route);
  return (
    <PageScaffold title={title}>
      <title>{documentTitle(title)}</title>
      {load === 'loading' ? (
        <LoadingState />
      ) : load === 'failed' ? (
        <RetryAlert text={loadFailed} onRetry={onRetry} />
      ) : (
        children
      )}
    </PageScaffold>
  );
}
