import { API_PATHS, listExportSchema, USER_LIST_DECLARATION } from '@hbc/contracts';
import {
  createRoute,
  declareRoute,
  defineResource,
  deleteRoute,
  exportRoute,
  listRoute,
  readRoute,
  updateRoute,
} from '../../resource';
import { IdParams } from '../../schemas/id-params';
import { createUser } from './create-user';
import { deleteUser } from './delete-user';
import { reissueInvite } from './reissue-invite';
import { updateUser } from './update-user';
import { USER_EXPORT_COLUMNS, USER_EXPORT_FILE, USER_EXPORT_LOG } from './user-export';
import { userListSource } from './user-list-source';
import { readUserRecord, toUserRecord, unitOfUser } from './user-record';
import { NewUserBody, UserBody, UserListBody, UserRecordSchema } from './schema';

const BY_ID = API_PATHS.userById(':id');

/**
 * Staff users and their invitations (spec section 7): Super Admin manages every user, an Admin
 * LV1 the Admin LV1–LV3 users of their own unit (a user of another unit, or a Super Admin, is a
 * 404 to them). Every change is logged in the same transaction.
 */
export default defineResource({
  tag: 'user-management',
  area: 'user',
  unitOf: unitOfUser,
  routes: [
    listRoute({
      url: API_PATHS.userList,
      summary: 'Lists users: all for Super Admin, their own unit’s for an Admin LV1',
      body: UserListBody,
      row: UserRecordSchema,
      source: userListSource,
      toRow: toUserRecord,
    }),
    exportRoute({
      url: API_PATHS.userExport,
      summary: 'Exports the users of the list’s search, filters and sort as XLSX or CSV',
      body: listExportSchema(USER_LIST_DECLARATION),
      source: userListSource,
      columns: USER_EXPORT_COLUMNS,
      file: USER_EXPORT_FILE,
      activity: USER_EXPORT_LOG,
    }),
    createRoute({
      url: API_PATHS.user,
      summary: 'Creates an INVITED user with a single-use invite link',
      body: NewUserBody,
      data: UserRecordSchema,
      run: createUser,
    }),
    readRoute({
      url: BY_ID,
      summary: 'One user',
      data: UserRecordSchema,
      find: readUserRecord,
    }),
    updateRoute({
      url: BY_ID,
      summary: 'Updates a user (the body’s id must be the path’s); disabling ends their sign-ins',
      body: UserBody,
      data: UserRecordSchema,
      run: updateUser,
    }),
    deleteRoute({
      url: BY_ID,
      summary: 'Deletes a user (not yourself, not the last active Super Admin)',
      run: deleteUser,
    }),
    declareRoute({
      method: 'POST',
      url: API_PATHS.userInvite(':id'),
      summary:
        'Issues a new invite link to a user who has not accepted theirs; the old one is void',
      access: { need: 'manage' },
      params: IdParams,
      inScope: true,
      conflicts: true,
      answer: { kind: 'data', schema: UserRecordSchema },
      handler: async (request, { db, staff }) => reissueInvite(db, staff, request.params.id),
    }),
  ],
});
