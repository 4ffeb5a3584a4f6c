import { PERMISSIONS, TEMPLATE_MESSAGES, type Role } from '@hbc/contracts';

/**
 * Whether `viewer` may rename, edit or delete `template`: a unit's templates are its LV3's, the
 * shared ones (no unit) Super Admin's; the API answers the same.
 */
export function changesTemplate(viewer: Role | null, template: { shared: boolean }): boolean {
  return !template.shared || (viewer !== null && PERMISSIONS[viewer].template.scope === 'all');
}

/** Why `viewer` may only read `template`, or null when they may change it. */
export function templateLockedFor(
  viewer: Role | null,
  template: { shared: boolean },
): string | null {
  return changesTemplate(viewer, template) ? null : TEMPLATE_MESSAGES.sharedReadOnly;
}
