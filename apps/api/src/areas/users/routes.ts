import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { API_PATHS, listExportSchema, USER_LIST_DECLARATION } from '@hbc/contracts';
import type { Static } from '@sinclair/typebox';
import { listPage } from '../../db/list-query';
import { exportResponses, sendListExport } from '../../export';
import { staffOf, type UnitOfResource } from '../../plugins/app/auth';
import { ErrorBody } from '../../schemas/envelope';
import { createUser } from './create-user';
import { deleteUser } from './delete-user';
import { reissueInvite } from './reissue-invite';
import { updateUser } from './update-user';
import {
  USER_EXPORT_COLUMNS,
  USER_EXPORT_FILE,
  USER_EXPORT_LOG,
} from './user-export';
import { userListSource } from './user-list-source';
import { readUserRecord, toUserRecord, unitOfUser } from './user-record';
import { notFound } from '../../http-errors';
import {
  NewUserBody,
  UserAnswer,
  UserBody,
  UserDeletedAnswer,
  UserIdParams,
  UserListAnswer,
  UserListBody,
} from './schema';

const TAGS = ['user-management'];
const BEARER = [{ bearer: [] }];
const BY_ID = API_PATHS.userById(':id');

/**
 * Staff users and their invitations (spec section 7): Super Admin manages every user, an Admin
 * LV1 the Admin LV1–LV3 users of their own unit (a user of another unit, or a Super Admin, is a
 * 404 to them). Every change is logged in the same transaction.
 */
const userManagementRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const read = [app.requireAccessToken, app.requirePermission('user', 'read')];
  const manage = [app.requireAccessToken, app.requirePermission('user', 'manage')];
  const unitOf: UnitOfResource = (request) =>
    unitOfUser(app.db, (request.params as Static<typeof UserIdParams>).id);
  const inScope = app.requireInScope('user', unitOf);

  app.post(
    API_PATHS.userList,
    {
      onRequest: read,
      schema: {
        tags: TAGS,
        summary: 'Lists users: all for Super Admin, their own unit’s for an Admin LV1',
        security: BEARER,
        body: UserListBody,
        response: { 200: UserListAnswer, 400: ErrorBody, 401: ErrorBody, 403: ErrorBody },
      },
    },
    async (request) => {
      const source = userListSource(app.db, request.body, staffOf(request));
      const { data, total } = await listPage(request.body, source);
      return { message: 'SUCCESS' as const, data: data.map(toUserRecord), total };
    },
  );

  app.post(
    API_PATHS.userExport,
    {
      onRequest: read,
      schema: {
        tags: TAGS,
        summary: 'Exports the users of the list’s search, filters and sort as XLSX or CSV',
        security: BEARER,
        body: listExportSchema(USER_LIST_DECLARATION),
        response: exportResponses,
      },
    },
    async (request, reply) =>
      sendListExport(request, reply, request.body, {
        source: userListSource(app.db, request.body, staffOf(request)),
        columns: USER_EXPORT_COLUMNS,
        file: USER_EXPORT_FILE,
        activity: USER_EXPORT_LOG,
      }),
  );

  app.post(
    API_PATHS.user,
    {
      onRequest: manage,
      schema: {
        tags: TAGS,
        summary: 'Creates an INVITED user with a single-use invite link',
        security: BEARER,
        body: NewUserBody,
        response: { 200: UserAnswer, 400: ErrorBody, 401: ErrorBody, 403: ErrorBody },
      },
    },
    async (request) => ({
      message: 'SUCCESS' as const,
      data: await createUser(app.db, staffOf(request), request.body),
    }),
  );

  app.get(
    BY_ID,
    {
      onRequest: read,
      preHandler: inScope,
      schema: {
        tags: TAGS,
        summary: 'One user',
        security: BEARER,
        params: UserIdParams,
        response: {
          200: UserAnswer,
          400: ErrorBody,
          401: ErrorBody,
          403: ErrorBody,
          404: ErrorBody,
        },
      },
    },
    async (request) => {
      const record = await readUserRecord(app.db, request.params.id);
      if (!record) throw notFound();
      return { message: 'SUCCESS' as const, data: record };
    },
  );

  app.put(
    BY_ID,
    {
      onRequest: manage,
      preHandler: inScope,
      schema: {
        tags: TAGS,
        summary: 'Updates a user (the body’s id must be the path’s); disabling ends their sign-ins',
        security: BEARER,
        params: UserIdParams,
        body: UserBody,
        response: {
          200: UserAnswer,
          400: ErrorBody,
          401: ErrorBody,
          403: ErrorBody,
          404: ErrorBody,
          409: ErrorBody,
        },
      },
    },
    async (request) => ({
      message: 'SUCCESS' as const,
      data: await updateUser(app.db, staffOf(request), request.params.id, request.body),
    }),
  );

  app.delete(
    BY_ID,
    {
      onRequest: manage,
      preHandler: inScope,
      schema: {
        tags: TAGS,
        summary: 'Deletes a user (not yourself, not the last active Super Admin)',
        security: BEARER,
        params: UserIdParams,
        response: {
          200: UserDeletedAnswer,
          400: ErrorBody,
          401: ErrorBody,
          403: ErrorBody,
          404: ErrorBody,
          409: ErrorBody,
        },
      },
    },
    async (request) => {
      await deleteUser(app.db, staffOf(request), request.params.id);
      return { message: 'SUCCESS' as const, data: null };
    },
  );

  app.post(
    API_PATHS.userInvite(':id'),
    {
      onRequest: manage,
      preHandler: inScope,
      schema: {
        tags: TAGS,
        summary:
          'Issues a new invite link to a user who has not accepted theirs; the old one is void',
        security: BEARER,
        params: UserIdParams,
        response: {
          200: UserAnswer,
          400: ErrorBody,
          401: ErrorBody,
          403: ErrorBody,
          404: ErrorBody,
          409: ErrorBody,
        },
      },
    },
    async (request) => ({
      message: 'SUCCESS' as const,
      data: await reissueInvite(app.db, staffOf(request), request.params.id),
    }),
  );
};

export default userManagementRoutes;
