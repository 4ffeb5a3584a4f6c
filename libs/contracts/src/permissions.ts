import type { Role } from './roles';

export const AREAS = [
  'healthCenter',
  'broadcast',
  'segment',
  'trackingUrl',
  'report',
  'dashboard',
  'excludedCid',
  'user',
  'activityLog',
  'template',
  'tester',
  'followerSync',
  /** Approving or rejecting another's large or urgent send; the threshold (Super Admin). */
  'approval',
  /** The call centre's lookup of the broadcasts that targeted one citizen, by CID. */
  'citizenDelivery',
] as const;
export type Area = (typeof AREAS)[number];

/**
 * What a role may do in an area. `read`/`manage` are scoped to the user's own unit unless the
 * scope says `all`.
 */
export type Access = 'none' | 'read' | 'manage';
export interface Permission {
  access: Access;
  scope: 'all' | 'own-unit';
}

const none: Permission = { access: 'none', scope: 'own-unit' };
const readOwn: Permission = { access: 'read', scope: 'own-unit' };
const manageOwn: Permission = { access: 'manage', scope: 'own-unit' };
const manageAll: Permission = { access: 'manage', scope: 'all' };
const readAll: Permission = { access: 'read', scope: 'all' };

/** The permission matrix of the architecture (section 4). The API enforces it on every route. */
export const PERMISSIONS: Record<Role, Record<Area, Permission>> = {
  SUPER_ADMIN: {
    healthCenter: manageAll,
    broadcast: none,
    segment: none,
    trackingUrl: none,
    report: readAll,
    dashboard: readAll,
    excludedCid: manageAll,
    user: manageAll,
    activityLog: readAll,
    template: manageAll,
    tester: manageAll,
    followerSync: manageAll,
    approval: manageAll,
    citizenDelivery: readAll,
  },
  ADMIN_LV1: {
    healthCenter: readOwn,
    broadcast: readOwn,
    segment: manageOwn,
    trackingUrl: readOwn,
    report: readOwn,
    dashboard: none,
    excludedCid: none,
    user: manageOwn,
    activityLog: readOwn,
    template: none,
    tester: manageOwn,
    followerSync: none,
    approval: manageOwn,
    citizenDelivery: readOwn,
  },
  ADMIN_LV2: {
    healthCenter: readOwn,
    broadcast: readOwn,
    segment: readOwn,
    trackingUrl: readOwn,
    report: readOwn,
    dashboard: none,
    excludedCid: none,
    user: none,
    activityLog: none,
    template: none,
    tester: none,
    followerSync: none,
    approval: none,
    citizenDelivery: none,
  },
  ADMIN_LV3: {
    healthCenter: readOwn,
    broadcast: manageOwn,
    segment: manageOwn,
    trackingUrl: manageOwn,
    report: none,
    dashboard: none,
    excludedCid: none,
    user: none,
    activityLog: none,
    template: manageOwn,
    tester: readOwn,
    followerSync: none,
    approval: none,
    citizenDelivery: none,
  },
};

export function can(role: Role, area: Area, need: Exclude<Access, 'none'>): boolean {
  const access = PERMISSIONS[role][area].access;
  return need === 'read' ? access !== 'none' : access === 'manage';
}

/**
 * Actions that belong to no single area, each derived from the matrix above so that the console
 * and the API answer the same:
 * - upload: media (`POST /api/upload/{product}`) for the broadcasts the role composes, or the
 *   logos of the units it manages.
 */
export const CAPABILITIES = {
  upload: (role: Role) => can(role, 'broadcast', 'manage') || can(role, 'healthCenter', 'manage'),
} as const satisfies Record<string, (role: Role) => boolean>;
export type Capability = keyof typeof CAPABILITIES;

export function hasCapability(role: Role, capability: Capability): boolean {
  return CAPABILITIES[capability](role);
}

/** Roles an Admin LV1 may create or edit inside their own unit. */
export const ROLES_MANAGED_BY: Record<Role, readonly Role[]> = {
  SUPER_ADMIN: ['SUPER_ADMIN', 'ADMIN_LV1', 'ADMIN_LV2', 'ADMIN_LV3'],
  ADMIN_LV1: ['ADMIN_LV1', 'ADMIN_LV2', 'ADMIN_LV3'],
  ADMIN_LV2: [],
  ADMIN_LV3: [],
};
