import type { Area } from '@hbc/contracts';
import type { Static, TSchema } from '@sinclair/typebox';
import type {
  FastifyReply,
  FastifyRequest,
  HTTPMethods,
  preValidationAsyncHookHandler,
} from 'fastify';
import type { Database } from '../db/database';
import type { Staff } from '../plugins/app/auth';
import type { RouteAccess } from './standard-answers';

/** The request a route's handler gets, typed by the route's schemas. */
export type DeclaredRequest<
  P extends TSchema,
  B extends TSchema,
  Q extends TSchema,
> = FastifyRequest<{
  Params: Static<P>;
  Body: Static<B>;
  Querystring: Static<Q>;
}>;

/** What every handler may use besides its request. */
export interface RouteContext {
  db: Database;
  /** The signed-in staff member (the route has passed `requireAccessToken`). */
  staff: Staff;
  reply: FastifyReply;
}

/** How a route answers 200, and what its handler gives for it. */
export type Answer<D extends TSchema> =
  /** `{ message: 'SUCCESS', data }`: the handler gives `data`. */
  | { kind: 'data'; schema: D }
  /** `{ message: 'SUCCESS', data: rows, total }`: the handler gives `{ data, total }`. */
  | { kind: 'list'; schema: D }
  /** The handler writes the reply itself (a file); `schemas` documents every status. */
  | { kind: 'reply'; schemas: Record<number, unknown> }
  /** The whole 200 body, `{ message: 'SUCCESS', … }` as `schema` says: the handler gives it. */
  | { kind: 'body'; schema: D }
  /**
   * The handler writes the reply itself as it goes (server-sent events) in `produces`; `schema`
   * documents its 200 and the error answers derive as for the others.
   */
  | { kind: 'stream'; schema: D; produces: string[] };

export type AnswerOf<D extends TSchema, A extends Answer<D>> = A extends { kind: 'data' | 'body' }
  ? Static<D>
  : A extends { kind: 'list' }
    ? { data: Static<D>[]; total: number }
    : unknown;

/** Any signed-in staff member, whatever their role: the access token is all the route checks. */
export const SIGNED_IN = 'signed-in';

/** One route of an area, as its declaration gives it. */
export interface RouteDeclaration<
  P extends TSchema = TSchema,
  B extends TSchema = TSchema,
  Q extends TSchema = TSchema,
  D extends TSchema = TSchema,
  A extends Answer<D> = Answer<D>,
> {
  method: HTTPMethods;
  url: string;
  summary: string;
  /** What the OpenAPI document says of the route beyond its summary. */
  description?: string;
  /** The area's capability the caller needs (`requirePermission`), or only to be signed in. */
  access: RouteAccess | typeof SIGNED_IN;
  params?: P;
  body?: B;
  querystring?: Q;
  answer: A;
  /**
   * 404 for what the caller may not see: `true` applies the area's scope rule to the path's `{id}`;
   * a function is the route's own rule (it answers the unit of the thing, undefined when none).
   */
  inScope?:
    | true
    | ((request: FastifyRequest, context: { db: Database }) => Promise<number | null | undefined>);
  /** The handler may answer 404 itself (a thing that is gone). */
  mayBeMissing?: boolean;
  /** The handler may answer 409 (a duplicate, a row still in use, a state that forbids it). */
  conflicts?: boolean;
  /** 403 is documented even while every role has the capability (the matrix may narrow it). */
  refuses?: boolean;
  /** The largest body in bytes (Fastify's `bodyLimit`): a larger one is answered 413 unread. */
  bodyLimit?: number;
  /** Runs before the body is validated (say, to refuse an oversized file in the staff's words). */
  preValidation?: preValidationAsyncHookHandler;
  /** The handler may answer 503 (a platform it needs, such as LINE, cannot be reached). */
  unavailable?: boolean;
  handler(request: DeclaredRequest<P, B, Q>, context: RouteContext): Promise<AnswerOf<D, A>>;
}

/**
 * A declared route, its types fixed by its schemas (so that its handler is checked against them):
 * they are inferred from `route`, a schema it leaves out being any `TSchema`.
 */
export function declareRoute<
  P extends TSchema,
  B extends TSchema,
  Q extends TSchema,
  D extends TSchema,
  A extends Answer<D>,
>(route: RouteDeclaration<P, B, Q, D, A>): RouteDeclaration {
  return route as unknown as RouteDeclaration;
}

/** An area: its OpenAPI tag, the permission area its routes check, the scope rule of its `{id}`. */
export interface AreaDeclaration {
  tag: string;
  area: Area;
  /** The unit of the thing `{id}` names (null: national), undefined when there is none. */
  unitOf?: (db: Database, id: number) => Promise<number | null | undefined>;
}
