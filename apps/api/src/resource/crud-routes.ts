import type { ListExportQuery, ListQuery } from '@hbc/contracts';
import { Type, type Static, type TInteger, type TObject, type TSchema } from '@sinclair/typebox';
import type { PgSelect } from 'drizzle-orm/pg-core';
import { listPage, type ListSource } from '../db/list-query';
import type { Database } from '../db/database';
import { exportResponses, sendListExport, type ListExport } from '../export';
import { notFound } from '../http-errors';
import type { Staff } from '../plugins/app/auth';
import { IdParams } from '../schemas/id-params';
import { declareRoute, type RouteDeclaration } from './route-declaration';
import type { RouteAccess } from './standard-answers';

const READ: RouteAccess = { need: 'read' };
const MANAGE: RouteAccess = { need: 'manage' };

/** Lists read the area; national lists say `{ need: 'read', scope: 'all' }`. */
interface Described {
  url: string;
  summary: string;
  access?: RouteAccess;
}

type Counted = PgSelect & PromiseLike<{ total: number }[]>;

/** A route of one thing: its path's `{id}` is a row id (`IdParams`) unless the area says otherwise. */
interface ById extends Described {
  params?: TObject<{ id: TInteger }>;
}

/** What a route declares as its spec says, its access defaulting to `access`. */
function described(
  spec: Described,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  access: RouteAccess,
) {
  return { method, url: spec.url, summary: spec.summary, access: spec.access ?? access };
}

/** What a route of one thing of the caller's scope declares, as `{id}` names it. */
function byId(spec: ById, method: 'GET' | 'PUT' | 'DELETE', access: RouteAccess) {
  return {
    ...described(spec, method, access),
    params: spec.params ?? IdParams,
    inScope: true as const,
  };
}

/** `POST …/list`: one page of the area's list, as its source reads it for the caller. */
export function listRoute<
  B extends TSchema,
  R extends TSchema,
  Field extends string,
  Rows extends PgSelect,
  Total extends Counted,
>(
  spec: Described & {
    body: B;
    row: R;
    source: (db: Database, query: Static<B>, staff: Staff) => ListSource<Field, Rows, Total>;
    /** The answer's row from the source's, when they differ. */
    toRow?: (row: Awaited<Rows>[number]) => Static<R>;
  },
): RouteDeclaration {
  return declareRoute({
    ...described(spec, 'POST', READ),
    body: spec.body,
    answer: { kind: 'list', schema: spec.row },
    handler: async (request, { db, staff }) => {
      const query = request.body as Static<B> & ListQuery<Field>;
      const { data, total } = await listPage(query, spec.source(db, request.body, staff));
      const rows: Awaited<Rows>[number][] = data;
      return { data: spec.toRow ? rows.map(spec.toRow) : (rows as Static<R>[]), total };
    },
  });
}

/** `POST …/export`: the list's rows for its search, filters and sort, as XLSX or CSV. */
export function exportRoute<
  B extends TSchema,
  Field extends string,
  Row,
  Rows extends PgSelect,
  Total extends Counted,
>(
  spec: Described & { body: B } & {
    source: (
      db: Database,
      query: Static<B>,
      staff: Staff,
    ) => ListExport<Field, Row, Rows, Total>['source'];
  } & Pick<ListExport<Field, Row, Rows, Total>, 'columns' | 'file' | 'activity'>,
): RouteDeclaration {
  return declareRoute({
    ...described(spec, 'POST', READ),
    body: spec.body,
    answer: { kind: 'reply', schemas: exportResponses },
    handler: async (request, { db, staff, reply }) =>
      sendListExport(request, reply, request.body as ListExportQuery<Field>, {
        source: spec.source(db, request.body, staff),
        columns: spec.columns,
        file: spec.file,
        activity: spec.activity,
      }),
  });
}

/** `GET …/{id}`: one thing of the caller's scope (404 when missing or out of scope). */
export function readRoute<D extends TSchema>(
  spec: ById & {
    data: D;
    /** 409 documented too (an area whose `{id}` routes all document it). */
    conflicts?: boolean;
    find: (db: Database, id: number, staff: Staff) => Promise<Static<D> | undefined>;
  },
): RouteDeclaration {
  return declareRoute({
    ...byId(spec, 'GET', READ),
    conflicts: spec.conflicts ?? false,
    answer: { kind: 'data', schema: spec.data },
    handler: async (request, { db, staff }) => {
      const found = await spec.find(db, request.params.id, staff);
      if (found === undefined) throw notFound();
      return found;
    },
  });
}

/** What a route that stores its body declares: the body, whether it may clash (409), its answer. */
function storing<B extends TSchema, D extends TSchema>(
  spec: { body: B; data: D; conflicts?: boolean },
  conflicts: boolean,
) {
  return {
    body: spec.body,
    conflicts: spec.conflicts ?? conflicts,
    answer: { kind: 'data' as const, schema: spec.data },
  };
}

/** `POST …`: a new thing from the body, logged by `run`. */
export function createRoute<B extends TSchema, D extends TSchema>(
  spec: Described & {
    body: B;
    data: D;
    /** 409: it may clash with what is stored (a duplicate key). */
    conflicts?: boolean;
    run: (db: Database, staff: Staff, body: Static<B>) => Promise<Static<D>>;
  },
): RouteDeclaration {
  return declareRoute({
    ...described(spec, 'POST', MANAGE),
    ...storing(spec, false),
    handler: async (request, { db, staff }) => spec.run(db, staff, request.body),
  });
}

/** `PUT …/{id}`: the thing of the caller's scope replaced by the body (409 on a clash). */
export function updateRoute<B extends TSchema, D extends TSchema>(
  spec: ById & {
    body: B;
    data: D;
    /** False: nothing it stores can clash (no 409). */
    conflicts?: boolean;
    run: (db: Database, staff: Staff, id: number, body: Static<B>) => Promise<Static<D>>;
  },
): RouteDeclaration {
  return declareRoute({
    ...byId(spec, 'PUT', MANAGE),
    ...storing(spec, true),
    handler: async (request, { db, staff }) => spec.run(db, staff, request.params.id, request.body),
  });
}

/** `DELETE …/{id}`: the thing of the caller's scope removed (409 while something still uses it). */
export function deleteRoute(
  spec: ById & { run: (db: Database, staff: Staff, id: number) => Promise<void> },
): RouteDeclaration {
  return declareRoute({
    ...byId(spec, 'DELETE', MANAGE),
    conflicts: true,
    answer: { kind: 'data', schema: Type.Null() },
    handler: async (request, { db, staff }) => {
      await spec.run(db, staff, request.params.id);
      return null;
    },
  });
}
