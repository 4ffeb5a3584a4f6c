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
  | 'citizenDelivery'
  | 'approval'
  | 'approvalSetting'
  | 'sendPolicy'
  | 'activityLog'
  | 'broadcast'
  | 'broadcastList'
  | 'broadcastCreate'
  | 'trackingUrl'
  | 'template'
  | 'segment';

/** The counts a link may show beside its label (the layout reads them from the API). */
export type MenuBadgeKey = 'approvalsWaiting';

/** A menu entry that opens a screen. */
export interface MenuLink {
  label: string;
  icon: MenuIconKey;
  path: string;
  /** Shows a count beside the label, such as the broadcasts waiting for approval. */
  badge?: MenuBadgeKey;
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
