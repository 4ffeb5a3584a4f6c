import { API_PATHS, FollowerSyncRecordSchema } from '@hbc/contracts';
import { declareRoute, defineAppResource, listRoute, type RouteAccess } from '../../resource';
import { notFound } from '../../http-errors';
import { IdParams } from '../../schemas/id-params';
import { followerSyncListSource } from './follower-sync-list-source';
import { readFollowerSync, startFollowerSync, toFollowerSyncRecord } from './follower-sync-runs';
import { FollowerSyncListBody } from './schema';

/** Every follower-check route is Super Admin's. */
const MANAGE: RouteAccess = { need: 'manage' };

/**
 * Checks of the citizens' follow status against LINE's follower IDs (Super Admin): start one
 * (run by the queue; 409 while one runs), list them, read one (its progress while it runs).
 */
export default defineAppResource((app) => ({
  tag: 'follower-sync',
  area: 'followerSync',
  routes: [
    declareRoute({
      method: 'POST',
      url: API_PATHS.followerSync,
      summary: 'Starts a check of the followers against LINE’s follower IDs (Super Admin)',
      description:
        'Answers the run at once; the queue runs it. Only a verified or premium LINE account may ' +
        'read its follower IDs: otherwise the run ends NOT_ALLOWED.',
      access: MANAGE,
      conflicts: true,
      answer: { kind: 'data', schema: FollowerSyncRecordSchema },
      handler: async (_request, { db, staff }) => {
        const run = await startFollowerSync(db, staff);
        await app.followerSync.enqueue(run.id);
        return run;
      },
    }),
    listRoute({
      url: API_PATHS.followerSyncList,
      summary: 'Lists the follower checks, newest first',
      access: MANAGE,
      body: FollowerSyncListBody,
      row: FollowerSyncRecordSchema,
      source: followerSyncListSource,
      toRow: toFollowerSyncRecord,
    }),
    declareRoute({
      method: 'GET',
      url: API_PATHS.followerSyncById(':id'),
      summary: 'One follower check: its progress while it runs, what it changed once done',
      access: MANAGE,
      params: IdParams,
      mayBeMissing: true,
      answer: { kind: 'data', schema: FollowerSyncRecordSchema },
      handler: async (request, { db }) => {
        const run = await readFollowerSync(db, request.params.id);
        if (!run) throw notFound();
        return run;
      },
    }),
  ],
}));
