import { ROUTES, type RoutePath } from './api-paths';
import { can, PERMISSIONS, type Area, type Permission } from './permissions';
import { isRole } from './roles';

/** What opening a console screen takes, in the terms of the permission matrix. */
export interface RouteAccess {
  area: Area;
  /** A list or detail screen needs read access; a form creates or edits and needs manage. */
  need: 'read' | 'manage';
  /**
   * 'all' for a screen over every unit (the national region, province and unit lists);
   * 'own-unit' for the screen of the user's own unit, which Super Admin (no unit) does not have.
   */
  scope?: Permission['scope'];
}

type SignInRoute =
  | typeof ROUTES.lineLogin
  | typeof ROUTES.providerLogin
  | typeof ROUTES.providerLoginDup
  | typeof ROUTES.providerLoginError
  | typeof ROUTES.home
  | typeof ROUTES.invite;

/** The routes of the signed-in console (spec section 2, from /health-center onward). */
export type ConsoleRoutePath = Exclude<RoutePath, SignInRoute>;

const read = (area: Area, scope?: Permission['scope']): RouteAccess =>
  scope ? { area, need: 'read', scope } : { area, need: 'read' };
const manage = (area: Area, scope?: Permission['scope']): RouteAccess =>
  scope ? { area, need: 'manage', scope } : { area, need: 'manage' };

/**
 * Who may open each console screen, declared against the permission matrix the API enforces, so
 * a screen opens exactly for the roles whose calls the API answers. It gives each role the
 * screens of its menu (spec section 2); the tracking links, in no menu, open as the matrix says:
 * the list for LV1 to LV3, the form for LV3.
 */
export const CONSOLE_ROUTE_ACCESS: Record<ConsoleRoutePath, RouteAccess> = {
  [ROUTES.healthCenter]: read('healthCenter', 'all'),
  // LV1–LV3 see their own unit; Super Admin any unit, named by `?id=`.
  [ROUTES.healthCenterDetail]: read('healthCenter'),
  [ROUTES.province]: read('healthCenter', 'all'),
  [ROUTES.provinceForm]: manage('healthCenter', 'all'),
  [ROUTES.unit]: read('healthCenter', 'all'),
  [ROUTES.unitForm]: manage('healthCenter', 'all'),
  [ROUTES.excludeCid]: read('excludedCid'),
  [ROUTES.excludeCidForm]: manage('excludedCid'),
  [ROUTES.user]: read('user'),
  [ROUTES.userForm]: manage('user'),
  [ROUTES.activityLog]: read('activityLog'),
  [ROUTES.broadcast]: read('broadcast'),
  [ROUTES.broadcastForm]: manage('broadcast'),
  [ROUTES.broadcastDetail]: read('broadcast'),
  [ROUTES.approval]: manage('approval'),
  [ROUTES.approvalReview]: manage('approval'),
  [ROUTES.approvalSetting]: manage('approval', 'all'),
  [ROUTES.sendPolicy]: manage('approval', 'all'),
  [ROUTES.template]: read('template'),
  [ROUTES.templateForm]: manage('template'),
  [ROUTES.tester]: read('tester'),
  [ROUTES.testerForm]: manage('tester'),
  [ROUTES.followerSync]: read('followerSync'),
  [ROUTES.citizenDeliveries]: read('citizenDelivery'),
  [ROUTES.trackingUrl]: read('trackingUrl'),
  [ROUTES.trackingUrlForm]: manage('trackingUrl'),
  [ROUTES.segment]: read('segment'),
  [ROUTES.segmentDetail]: read('segment'),
  [ROUTES.segmentForm]: manage('segment'),
  [ROUTES.report]: read('report'),
  [ROUTES.dashboard]: read('dashboard'),
};

function accessOf(path: string): RouteAccess | undefined {
  const normalised = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return Object.hasOwn(CONSOLE_ROUTE_ACCESS, normalised)
    ? CONSOLE_ROUTE_ACCESS[normalised as ConsoleRoutePath]
    : undefined;
}

/**
 * Whether `role` may open the console screen at `path`. Paths that are not console screens (the
 * sign-in screens, unknown addresses) are left to the other guards and answer true.
 */
export function canOpenRoute(role: string, path: string): boolean {
  const access = accessOf(path);
  if (!access) return true;
  if (!isRole(role) || !can(role, access.area, access.need)) return false;
  return access.scope === undefined || PERMISSIONS[role][access.area].scope === access.scope;
}
