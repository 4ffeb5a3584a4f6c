import {
  can,
  hasCapability,
  PERMISSIONS,
  type Area,
  type Capability,
  type Permission,
  type Role,
} from '@hbc/contracts';
import { and, eq, gt, isNotNull, isNull, type SQL } from 'drizzle-orm';
import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { verifyToken, type TokenKind } from '../../auth/tokens';
import { appUser, authSession } from '../../db/schema';
import { inUnitScope } from '../../db/unit-scope';
import { forbidden, notFound, unauthorized } from '../../http-errors';

/** The signed-in staff member of a request that passed `requireAccessToken`. */
export interface Staff {
  userId: number;
  role: Role;
  /** Null for Super Admin. */
  unitId: number | null;
  /** The session of the access token (its `jti`). */
  sessionId: string;
  /** The client's address (`request.ip`: behind the trusted proxies), for the activity log. */
  ip: string;
}

/** The holder of a messaging token: the user and the sign-in session the token belongs to. */
export interface MessagingUser {
  userId: number;
  sessionId: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by `requireAccessToken`. */
    staff: Staff | null;
    /** Set by `requireMessagingToken`: the user between LINE Login and the provider step. */
    messagingUser: MessagingUser | null;
  }
  interface FastifyInstance {
    /**
     * Hook: a valid messaging token (after LINE Login) of a session not revoked, else 401
     * UNAUTHORIZED. Sets `request.messagingUser`.
     */
    requireMessagingToken: preHandlerAsyncHookHandler;
    /**
     * onRequest hook: a valid access token of a live session (not revoked, not expired) of a user
     * still ACTIVE, else 401 UNAUTHORIZED. Sets `request.staff`.
     */
    requireAccessToken: preHandlerAsyncHookHandler;
    /**
     * onRequest hook after `requireAccessToken` (so that a refused role learns nothing from
     * validation): the role may `need` the area, with `scope` when given
     * (`all` for national screens, which roles scoped to their own unit may not open), else 403
     * FORBIDDEN.
     */
    requirePermission(
      area: Area,
      need: 'read' | 'manage',
      scope?: Permission['scope'],
    ): preHandlerAsyncHookHandler;
    /** Hook after `requireAccessToken`: the role has the capability, else 403 FORBIDDEN. */
    requireCapability(capability: Capability): preHandlerAsyncHookHandler;
    /**
     * preHandler after `requirePermission(area, …)`: the thing the request names exists and is in
     * the user's scope for the area, else 404 NOT_FOUND (never 403: whether a thing exists in
     * another unit is not the user's to learn). `unitOf` answers the thing's unit id (null for a
     * national thing such as a Super Admin user), or undefined when there is no such thing.
     */
    requireInScope(area: Area, unitOf: UnitOfResource): preHandlerAsyncHookHandler;
  }
}

/** The unit a request's thing belongs to (null: none), or undefined when it does not exist. */
export type UnitOfResource = (request: FastifyRequest) => Promise<number | null | undefined>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The token of the request's `Authorization: Bearer …` header, if any. */
export function bearerToken(request: FastifyRequest): string | null {
  const match = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '');
  return match?.[1] ?? null;
}

/** The staff member whose access token the request carries; throws 401 when there is none. */
export function staffOf(request: FastifyRequest): Staff {
  if (!request.staff) throw unauthorized();
  return request.staff;
}

/** The user whose messaging token the request carries; throws 401 when there is none. */
export function messagingUserOf(request: FastifyRequest): MessagingUser {
  if (!request.messagingUser) throw unauthorized();
  return request.messagingUser;
}

/** Bearer-token checks shared by every route; see the declarations above. */
export default fp(
  async (app) => {
    app.decorateRequest('staff', null);
    app.decorateRequest('messagingUser', null);

    const verified = async (request: FastifyRequest, kind: TokenKind) => {
      const token = bearerToken(request);
      const claims = token ? await verifyToken(kind, app.config.jwtSecret, token) : null;
      if (!claims || !UUID.test(claims.sessionId)) throw unauthorized();
      return claims;
    };
    /** The token's session, of its user, neither revoked nor past its end, and `more`. */
    const liveSession = (userId: number, sessionId: string, ...more: SQL[]) =>
      and(
        eq(authSession.id, sessionId),
        eq(authSession.userId, userId),
        isNull(authSession.revokedAt),
        gt(authSession.expiresAt, new Date()),
        ...more,
      );

    app.decorate('requireMessagingToken', async (request: FastifyRequest) => {
      const { userId, sessionId } = await verified(request, 'messaging');
      // Whether the user may still sign in is the provider step's to say (DISABLED).
      const [row] = await app.db
        .select({ id: authSession.id })
        .from(authSession)
        .where(liveSession(userId, sessionId));
      if (!row) throw unauthorized();
      request.messagingUser = { userId, sessionId };
    });

    app.decorate('requireAccessToken', async (request: FastifyRequest) => {
      const { userId, sessionId } = await verified(request, 'access');
      const [row] = await app.db
        .select({ role: appUser.role, unitId: appUser.unitId })
        .from(authSession)
        .innerJoin(appUser, eq(appUser.id, authSession.userId))
        .where(
          liveSession(
            userId,
            sessionId,
            isNotNull(authSession.signedInAt),
            eq(appUser.status, 'ACTIVE'),
          ),
        );
      if (!row) throw unauthorized();
      request.staff = { userId, role: row.role, unitId: row.unitId, sessionId, ip: request.ip };
    });

    app.decorate(
      'requirePermission',
      (area: Area, need: 'read' | 'manage', scope?: Permission['scope']) => {
        return async (request: FastifyRequest) => {
          const { role } = staffOf(request);
          if (!can(role, area, need)) throw forbidden();
          if (scope && PERMISSIONS[role][area].scope !== scope) throw forbidden();
        };
      },
    );

    app.decorate('requireInScope', (area: Area, unitOf: UnitOfResource) => {
      return async (request: FastifyRequest) => {
        const resourceUnit = await unitOf(request);
        if (resourceUnit === undefined) throw notFound();
        if (!inUnitScope(area, staffOf(request), resourceUnit)) throw notFound();
      };
    });

    app.decorate('requireCapability', (capability: Capability) => {
      return async (request: FastifyRequest) => {
        if (!hasCapability(staffOf(request).role, capability)) throw forbidden();
      };
    });
  },
  { name: 'auth', dependencies: ['config', 'database'] },
);
