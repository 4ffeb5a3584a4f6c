import type { ReactNode } from 'react';
import type { RoutePath } from '@hbc/contracts';
import { LoadingState, PageScaffold } from '@hbc/ui';
import { documentTitle } from '../routing/app-title';
import { useScreenTrail, titleOf } from '../resources/screen-trail';
import { RecordUnavailable, type RecordUnavailableTexts } from '../screens/RecordUnavailable';
import type { RecordRead } from './useRecordRead';

export interface RecordDetailScreenProps<T> {
  /** The screen's route: its title and breadcrumbs. */
  path: RoutePath;
  read: RecordRead<T>;
  /** The record's name, the browser tab's title once it is read. */
  nameOf: (record: T) => string;
  /** What the screen says when the record is not there or could not be read. */
  texts: RecordUnavailableTexts;
  onList: () => void;
  onRetry: () => void;
  /** The buttons of the page header. */
  actions?: ReactNode;
  /** The confirmations the actions open. */
  dialogs?: ReactNode;
  /** The record's own view. */
  children: (record: T) => ReactNode;
}

/**
 * A record's detail screen: its title and breadcrumbs, the header's actions, and the record's
 * view (loading meanwhile), or why it is not shown, with a way back to the list or to read again.
 */
export function RecordDetailScreen<T>({
  path,
  read,
  nameOf,
  texts,
  onList,
  onRetry,
  actions,
  dialogs,
  children,
}: RecordDetailScreenProps<T>) {
  const title = titleOf(path);
  const breadcrumbs = useScreenTrail(path);
  return (
    <>
      <title>{documentTitle(read.kind === 'ready' ? nameOf(read.record) : title)}</title>
      <PageScaffold title={title} breadcrumbs={breadcrumbs} {...(actions ? { actions } : {})}>
        {read.kind === 'loading' ? (
          <LoadingState />
        ) : read.kind === 'ready' ? (
          children(read.record)
        ) : (
          <RecordUnavailable reason={read.kind} texts={texts} onList={onList} onRetry={onRetry} />
        )}
      </PageScaffold>
      {dialogs}
    </>
  );
}
