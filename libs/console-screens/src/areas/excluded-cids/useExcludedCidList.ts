import { useCallback, useMemo, useState } from 'react';
import { deleteCid } from '@hbc/api-clients';
import type { ExcludedCidRecord, ExcludedCidSortField } from '@hbc/contracts';
import { useDeleteRecord, type ServerList, type ServerListQuery } from '@hbc/data-screens';
import { isNothingYet } from '../../lists/list-empty';
import { useResourceList } from '../../resources/useResourceList';
import { EXCLUDED_CID_DELETION, EXCLUDED_CID_LIST } from './excluded-cid-list';

type CidList = ServerList<ExcludedCidRecord, ExcludedCidSortField>;

/** A search of digits (dashes and spaces allowed): a citizen ID, or part of one. */
export function isDigitSearch(text: string): boolean {
  return /^[0-9\s-]*[0-9][0-9\s-]*$/.test(text);
}

/** The list call of a query, searching `digitSearch` instead when there is one (on one page). */
function withDigitSearch(
  query: ServerListQuery<ExcludedCidSortField>,
  digitSearch: string | null,
): ServerListQuery<ExcludedCidSortField> {
  return digitSearch === null ? query : { ...query, page: 1, search: digitSearch.trim() };
}

/**
 * The excluded-CID list, newest first, searched by a full CID (the API matches its hash) or by
 * reason. A search of digits stays out of the address, where every other search of a list lives:
 * a citizen ID must not land in the browser's history, a shared link or a server's access log.
 * It stays in this screen's state and reaches the API in the list call's body only.
 */
function useCidList(): CidList {
  const [digitSearch, setDigitSearch] = useState<string | null>(null);
  const list = useResourceList(EXCLUDED_CID_LIST, {
    fetchPage: (query, signal) =>
      EXCLUDED_CID_LIST.fetchPage(withDigitSearch(query, digitSearch), signal),
  });
  const { setSearch: setAddressSearch, reload } = list;

  const setSearch = useCallback(
    (text: string) => {
      if (isDigitSearch(text)) {
        setDigitSearch(text);
        setAddressSearch('');
        reload();
      } else {
        setDigitSearch(null);
        setAddressSearch(text);
        if (digitSearch !== null) reload();
      }
    },
    [digitSearch, setAddressSearch, reload],
  );

  const view = useMemo(
    () => (digitSearch === null ? list.view : { ...list.view, search: digitSearch, page: 1 }),
    [digitSearch, list.view],
  );
  const query = useMemo(() => withDigitSearch(list.query, digitSearch), [digitSearch, list.query]);
  return {
    ...list,
    view,
    query,
    setSearch,
    narrowed: list.narrowed || digitSearch !== null,
  };
}

/**
 * /setting/exclude-cid: the list, the row whose full CID is being revealed, and deleting a row
 * after confirmation (the list then reloads).
 */
export function useExcludedCidList() {
  const list = useCidList();
  const [revealing, setRevealing] = useState<ExcludedCidRecord | null>(null);
  const [deleting, setDeleting] = useState<ExcludedCidRecord | null>(null);
  const deletion = useDeleteRecord({
    remove: () => (deleting ? deleteCid(deleting.id) : Promise.resolve()),
    deletedText: EXCLUDED_CID_DELETION.deleted,
    ...(EXCLUDED_CID_DELETION.failed ? { failedText: EXCLUDED_CID_DELETION.failed } : {}),
    onDeleted: list.reload,
  });
  const { ask } = deletion;
  const closeReveal = useCallback(() => setRevealing(null), []);
  const askDelete = useCallback(
    (record: ExcludedCidRecord) => {
      setDeleting(record);
      ask();
    },
    [ask],
  );

  return {
    list,
    /** Nothing is excluded yet (not a search that found nothing). */
    empty: isNothingYet(list),
    /** The row whose full CID the reveal dialog asks for; null when it is closed. */
    revealing,
    reveal: setRevealing,
    closeReveal,
    /** The row the delete confirmation names. */
    deleting,
    askDelete,
    deletion,
  };
}
