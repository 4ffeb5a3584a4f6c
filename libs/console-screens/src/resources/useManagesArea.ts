import { can, type Area } from '@hbc/contracts';
import { useViewerRole } from '../viewer/useViewerRole';

/** The signed-in staff member manages `area` (or, with no area given, nothing limits them). */
export function useManagesArea(area: Area | undefined): boolean {
  const viewer = useViewerRole();
  return area === undefined || (viewer !== null && can(viewer, area, 'manage'));
}
