import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';

/** What a list puts in the history entry of a form it opens. */
interface OpenedFromList {
  fromList: string;
}

/** The navigation options of a list's link to a form: the form can then go back to the list as it was. */
export function openedFrom(listPath: string): { state: OpenedFromList } {
  return { state: { fromList: listPath } };
}

/**
 * Back to the list at `listPath`: to the very view the form was opened from (its page, search and
 * filters, one step back in history) when the list opened it, else to the list's plain address.
 */
export function useBackToList(listPath: string): () => void {
  const navigate = useNavigate();
  const state: unknown = useLocation().state;
  const openedByList = (state as Partial<OpenedFromList> | null)?.fromList === listPath;
  return useCallback(
    () => void (openedByList ? navigate(-1) : navigate(listPath)),
    [navigate, listPath, openedByList],
  );
}
