/** Keys of the icons the side menu draws; the model stays free of React. */
export type MenuIconKey =
  | 'healthCenter'
  | 'unitDetail'
  | 'dashboard'
  | 'overview'
  | 'report'
  | 'settings'
  | 'excludeCid'
  | 'user'
  | 'tester'
  | 'followerSync'
  | 'activityLog'
  | 'broadcast'
  | 'broadcastList'
  | 'broadcastCreate'
  | 'trackingUrl'
  | 'template'
  | 'segment';

/** A menu entry that opens a screen. */
export interface MenuLink {
  label: string;
  icon: MenuIconKey;
  path: string;
  children?: undefined;
}

/** A collapsible group of links. */
export interface MenuGroup {
  label: string;
  icon: MenuIconKey;
  path?: undefined;
  children: readonly MenuLink[];
}

export type MenuItem = MenuLink | MenuGroup;

export function isMenuGroup(item: MenuItem): item is MenuGroup {
  return item.children !== undefined;
}
