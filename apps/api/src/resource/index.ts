export { defineResource, type ResourceDeclaration } from './define-resource';
export { defineAppResource } from './app-resource';
export {
  createRoute,
  deleteRoute,
  exportRoute,
  listRoute,
  readRoute,
  updateRoute,
} from './crud-routes';
export {
  declareRoute,
  SIGNED_IN,
  type RouteDeclaration,
  type RouteContext,
} from './route-declaration';
export type { RouteAccess } from './standard-answers';
export { unitStaffOf, type UnitStaff } from './unit-staff';
