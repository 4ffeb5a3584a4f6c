import { ROLES, can, PERMISSIONS, type Area } from '@hbc/contracts';
import type { TSchema } from '@sinclair/typebox';
import { ErrorBody } from '../schemas/envelope';

/** Who may call a route of an area: the capability it needs, national (`all`) or not. */
export interface RouteAccess {
  need: 'read' | 'manage';
  /** `all`: national screens, which roles scoped to their own unit may not open. */
  scope?: 'all';
}

/** Whether some role is refused (403) by `requirePermission(area, need, scope)`. */
export function someRoleRefused(area: Area, { need, scope }: RouteAccess): boolean {
  return ROLES.some(
    (role) =>
      !can(role, area, need) || (scope !== undefined && PERMISSIONS[role][area].scope !== scope),
  );
}

/** What decides a signed-in route's error answers besides its 200. */
export interface AnswerFacts {
  /** It validates params, a body or a query string: 400. */
  validates: boolean;
  /** Some role lacks the permission: 403. */
  refuses: boolean;
  /** The thing it names may be missing or out of the caller's scope: 404. */
  mayBeMissing: boolean;
  /** It may clash with what is stored (a duplicate key, a row still in use): 409. */
  conflicts: boolean;
  /** It limits the body's size: 413. */
  limitsBody?: boolean;
  /** It may find a platform it needs (LINE) unreachable: 503. */
  unavailable?: boolean;
}

/**
 * The answers a signed-in route documents: its 200, then 400/401/403/404/409/413 as the facts say
 * (401 always: every such route needs an access token). The error bodies are the one envelope.
 */
export function standardAnswers(ok: TSchema, facts: AnswerFacts): Record<number, TSchema> {
  const answers: Record<number, TSchema> = { 200: ok };
  if (facts.validates) answers[400] = ErrorBody;
  answers[401] = ErrorBody;
  if (facts.refuses) answers[403] = ErrorBody;
  if (facts.mayBeMissing) answers[404] = ErrorBody;
  if (facts.conflicts) answers[409] = ErrorBody;
  if (facts.limitsBody) answers[413] = ErrorBody;
  if (facts.unavailable) answers[503] = ErrorBody;
  return answers;
}
