/** Staff roles as the API stores and returns them. */
export const ROLES = ['SUPER_ADMIN', 'ADMIN_LV1', 'ADMIN_LV2', 'ADMIN_LV3'] as const;
export type Role = (typeof ROLES)[number];

/** Thai display names of the roles. */
export const ROLE_LABELS: Record<Role, string> = {
  SUPER_ADMIN: 'Super Admin',
  ADMIN_LV1: 'Admin LV1',
  ADMIN_LV2: 'Admin LV2',
  ADMIN_LV3: 'Admin LV3',
};

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}
