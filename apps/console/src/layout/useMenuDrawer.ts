import { useOpenedOnce, type OpenedOnce } from './useOpenedOnce';

export type MenuDrawerState = OpenedOnce;

/** The menu drawer of narrow screens: shut until the menu button opens it. */
export function useMenuDrawer(): MenuDrawerState {
  return useOpenedOnce();
}
