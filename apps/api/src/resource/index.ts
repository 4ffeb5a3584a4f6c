export { defineResource, type ResourceDeclaration } from './define-resource';
export {
  createRoute,
  deleteRoute,
  exportRoute,
  listRoute,
  readRoute,
  updateRoute,
} from './crud-routes';
export { declareRoute, type RouteDeclaration, type RouteContext } from './route-declaration';
export type { RouteAccess } from './standard-answers';
