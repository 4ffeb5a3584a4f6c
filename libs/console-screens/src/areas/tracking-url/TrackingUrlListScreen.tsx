import type { TrackingUrlRecord } from '@hbc/contracts';
import { RecordDeleteDialog } from '../../resources/RecordDeleteDialog';
import { ResourceListScreen } from '../../resources/ResourceListScreen';
import { TRACKING_URL_DELETION, TRACKING_URL_LIST } from './tracking-url-list';
import { TrackingQrDialog } from './TrackingQrDialog';
import { useCopyShortLink } from './useCopyShortLink';
import { useTrackingUrlList } from './useTrackingUrlList';

/**
 * /tracking-url: the unit's tracking links; the short link's copy and QR code for everyone, and
 * for LV3 a row's form, enabling, disabling and deleting it (the API refuses a link a sent
 * broadcast carried: its Thai reason is said).
 */
export function TrackingUrlListScreen() {
  const links = useTrackingUrlList();
  const copy = useCopyShortLink();
  const rowActions = {
    copy: (link: TrackingUrlRecord) => copy(link.shortUrl),
    showQr: links.showQr,
    enable: (link: TrackingUrlRecord) => links.setEnabled(link, true),
    disable: (link: TrackingUrlRecord) => links.setEnabled(link, false),
    remove: links.askDelete,
  };
  return (
    <ResourceListScreen resource={TRACKING_URL_LIST} rowActions={rowActions} list={links.list}>
      {links.showingQr && (
        <TrackingQrDialog key={links.showingQr.id} link={links.showingQr} onClose={links.closeQr} />
      )}
      <RecordDeleteDialog
        deletion={links.deletion}
        wording={TRACKING_URL_DELETION}
        name={links.deleting?.name ?? ''}
      />
    </ResourceListScreen>
  );
}
