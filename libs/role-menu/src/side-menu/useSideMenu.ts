import { useCallback, useMemo, useState } from 'react';
import { useLocation } from 'react-router';
import { activeMenuPath, menuForRole } from '../model/menu-for-role';
import type { MenuGroup, MenuItem } from '../model/menu-items';

export interface SideMenuState {
  items: MenuItem[];
  /** Path of the link to highlight, or null when the screen is not in the menu. */
  activePath: string | null;
  isOpen: (group: MenuGroup) => boolean;
  toggle: (group: MenuGroup) => void;
}

/** The role's menu, the highlighted link for the current location and which groups are open. */
export function useSideMenu(role: string): SideMenuState {
  const { pathname } = useLocation();
  const items = useMemo(() => menuForRole(role), [role]);
  const activePath = activeMenuPath(items, pathname);
  // Groups holding the current screen start open; a click then decides for itself.
  const [toggled, setToggled] = useState<Record<string, boolean>>({});

  const containsActive = useCallback(
    (group: MenuGroup) => group.children.some((link) => link.path === activePath),
    [activePath],
  );
  const isOpen = useCallback(
    (group: MenuGroup) => toggled[group.label] ?? containsActive(group),
    [toggled, containsActive],
  );
  const toggle = useCallback(
    (group: MenuGroup) =>
      setToggled((prev) => ({
        ...prev,
        [group.label]: !(prev[group.label] ?? containsActive(group)),
      })),
    [containsActive],
  );

  return { items, activePath, isOpen, toggle };
}
