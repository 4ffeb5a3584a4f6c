import {
  API_PATHS,
  BROADCAST_MESSAGES,
  BroadcastAudienceBody,
  BroadcastAudienceSchema,
  BroadcastDecisionSchema,
  BroadcastDecisionsQuery,
  BroadcastDeliveryListBody,
  BroadcastDeliverySchema,
  BroadcastListBody,
  BroadcastListItemSchema,
  type BroadcastListQuery,
  BroadcastQuotaSchema,
  SendPolicySchema,
  BroadcastRetryBody,
  BroadcastRecordSchema,
  BroadcastSendBody,
  type BroadcastRecord,
  BroadcastTestSendSchema,
  BroadcastTestSendBody,
} from '@hbc/contracts';
import { Type } from '@sinclair/typebox';
import { audienceOf, countAudience } from '../../engine/sending/recipients';
import { decisionsOnRequestsOf } from '../approval/approval-requests';
import { HttpError } from '../../http-errors';
import type { Staff } from '../../plugins/app/auth';
import type { Database } from '../../db/database';
import {
  declareRoute,
  defineAppResource,
  deleteRoute,
  listRoute,
  readRoute,
  unitStaffOf,
  updateRoute,
} from '../../resource';
import { IdParams } from '../../schemas/id-params';
import {
  cancelBroadcast,
  createBroadcast,
  deleteBroadcast,
  retryFailed,
  sendBroadcast,
  updateBroadcast,
  type AfterCommit,
} from './broadcast-changes';
import { listDeliveries } from './broadcast-deliveries';
import { broadcastListSource } from './broadcast-list-source';
import { broadcastUnitOf, readBroadcast, toBroadcastListItem } from './broadcast-record';
import { testSend } from './broadcast-test-send';
import { checkDayRange } from './day-range';
import { lineQuota, quotaLeftForSend } from './line-quota';
import { askLine } from './line-validation';
import { progressStreams } from './progress-streams';
import { BroadcastBody, BroadcastProgressStream } from './schema';
import { capFor, readSendPolicy } from '../send-policy/send-policy-store';

const BY_ID = API_PATHS.broadcastById(':id');
const READ = { need: 'read' } as const;
const MANAGE = { need: 'manage' } as const;
/** What a broadcast's own routes may answer besides their 200: each documents 400 to 409. */
const OF_A_BROADCAST = { mayBeMissing: true, conflicts: true } as const;
/** A route of the broadcast `{id}` of the caller's unit (another unit's is a 404). */
const BROADCAST_ID = { params: IdParams, inScope: true, conflicts: true } as const;

/** The list of the caller's unit, for a real day range (else 400). */
function listSource(db: Database, query: BroadcastListQuery, staff: Staff) {
  checkDayRange(query.filters);
  return broadcastListSource(db, staff, query);
}

/**
 * Broadcasts (issue 13, architecture §6): LV3 composes, targets, schedules, test-sends, sends,
 * cancels and retries its unit's broadcasts; LV1 and LV2 read them (and follow their progress);
 * another unit's broadcast is a 404. Every change of status is logged in its transaction.
 */
export default defineAppResource((app) => {
  const lineCheck = app.config.lineMessaging.validateMessages
    ? askLine(app.sending.line, app.log)
    : undefined;
  const sendingOptions = () => ({
    httpMediaOrigin: app.sending.httpMediaOrigin,
    publicBaseUrl: app.config.publicBaseUrl,
    approvalMinRecipients: app.config.approvalMinRecipients,
    ...(lineCheck ? { askLine: lineCheck } : {}),
  });
  const streamProgress = progressStreams(app);
  /** The changed broadcast, once what its change left for after the commit is queued. */
  const queued = async ({ record, after }: { record: BroadcastRecord; after: AfterCommit }) => {
    await app.sending.enqueueBatches(after.batchIds);
    if (after.startAt) await app.sending.scheduleStart(record.id, after.startAt);
    return record;
  };

  return {
    tag: 'broadcast',
    area: 'broadcast',
    unitOf: broadcastUnitOf,
    routes: [
      listRoute({
        url: API_PATHS.broadcastList,
        summary: 'Lists the unit’s broadcasts by status and date; the search looks in the title',
        body: BroadcastListBody,
        row: BroadcastListItemSchema,
        source: listSource,
        toRow: toBroadcastListItem,
      }),
      declareRoute({
        method: 'POST',
        url: API_PATHS.broadcastAudience,
        summary:
          'Whom a target reaches now: following citizens of the unit, excluded CIDs and those the frequency cap would hold back (none for an urgent broadcast) counted apart',
        access: READ,
        body: BroadcastAudienceBody,
        ...OF_A_BROADCAST,
        answer: { kind: 'data', schema: BroadcastAudienceSchema },
        handler: async (request, { db, staff }) => {
          const { unitId } = unitStaffOf(staff);
          const audience = await audienceOf(
            db,
            unitId,
            request.body.target,
            request.body.segmentId,
          );
          return countAudience(db, audience, new Date(), await capFor(db, request.body.urgent));
        },
      }),
      declareRoute({
        method: 'GET',
        url: API_PATHS.broadcastDecisions,
        summary:
          'Decisions taken since `since` on the approval requests the caller made: what the maker is told',
        access: MANAGE,
        querystring: BroadcastDecisionsQuery,
        answer: { kind: 'data', schema: Type.Array(BroadcastDecisionSchema) },
        handler: async (request, { db, staff }) =>
          decisionsOnRequestsOf(db, staff.userId, new Date(request.query.since)),
      }),
      declareRoute({
        method: 'GET',
        url: API_PATHS.broadcastSendPolicy,
        summary:
          'The send window and the frequency cap every send follows (read-only; the Super Admin sets them)',
        access: READ,
        answer: { kind: 'data', schema: SendPolicySchema },
        handler: async (_request, { db }) => readSendPolicy(db),
      }),
      declareRoute({
        method: 'GET',
        url: API_PATHS.broadcastQuota,
        summary: 'This month’s messages: LINE’s quota, its use and what is left',
        access: READ,
        unavailable: true,
        answer: { kind: 'data', schema: BroadcastQuotaSchema },
        handler: async () => {
          const quota = await lineQuota(app.sending.line, app.log);
          if (!quota) throw new HttpError(503, BROADCAST_MESSAGES.lineUnavailable);
          return quota;
        },
      }),
      declareRoute({
        method: 'POST',
        url: API_PATHS.broadcast,
        summary: 'Creates a DRAFT of the unit; the messages are checked as LINE would',
        access: MANAGE,
        body: BroadcastBody,
        ...OF_A_BROADCAST,
        answer: { kind: 'data', schema: BroadcastRecordSchema },
        handler: async (request, { db, staff }) =>
          createBroadcast(db, unitStaffOf(staff), request.body, sendingOptions()),
      }),
      readRoute({
        url: BY_ID,
        summary: 'One broadcast of the unit with its messages and counts',
        data: BroadcastRecordSchema,
        conflicts: true,
        find: readBroadcast,
      }),
      updateRoute({
        url: BY_ID,
        summary:
          'Replaces a DRAFT, PENDING_APPROVAL (its request withdrawn: back to DRAFT) or SCHEDULED broadcast’s title, messages and target',
        body: BroadcastBody,
        data: BroadcastRecordSchema,
        run: (db, staff, id, body) =>
          updateBroadcast(db, unitStaffOf(staff), id, body, sendingOptions()),
      }),
      deleteRoute({
        url: BY_ID,
        summary: 'Deletes a DRAFT',
        run: (db, staff, id) => deleteBroadcast(db, unitStaffOf(staff), id),
      }),
      declareRoute({
        method: 'POST',
        url: API_PATHS.broadcastSend(':id'),
        summary:
          'Sends now (recipients snapshotted into batches of 500) or schedules for scheduledAt; a send to at least the approval threshold, or of an urgent broadcast, waits in PENDING_APPROVAL instead',
        access: MANAGE,
        ...BROADCAST_ID,
        body: BroadcastSendBody,
        answer: { kind: 'data', schema: BroadcastRecordSchema },
        handler: async (request, { db, staff }) => {
          const quotaLeft = request.body.scheduledAt
            ? undefined
            : await quotaLeftForSend(db, app.sending.line, app.log, request.params.id);
          return queued(
            await sendBroadcast(db, unitStaffOf(staff), request.params.id, request.body, {
              ...sendingOptions(),
              quotaLeft,
            }),
          );
        },
      }),
      declareRoute({
        method: 'POST',
        url: API_PATHS.broadcastTest(':id'),
        summary:
          'Pushes the messages to chosen testers of the broadcast’s unit (at most 10) and/or the signed-in staff member’s own LINE account (no body: their own only)',
        access: MANAGE,
        ...BROADCAST_ID,
        body: BroadcastTestSendBody,
        // No body (the console's calls before testers): the staff member's own account.
        preValidation: async (request) => {
          request.body ??= {};
        },
        unavailable: true,
        answer: { kind: 'data', schema: BroadcastTestSendSchema },
        handler: async (request, { db, staff }) =>
          testSend(
            db,
            app.sending.line,
            unitStaffOf(staff),
            request.params.id,
            request.body,
            app.sending.httpMediaOrigin,
          ),
      }),
      declareRoute({
        method: 'POST',
        url: API_PATHS.broadcastCancel(':id'),
        summary:
          'Cancels a SCHEDULED or SENDING broadcast: batches not yet taken are not sent (a PENDING_APPROVAL one goes back to DRAFT)',
        access: MANAGE,
        ...BROADCAST_ID,
        answer: { kind: 'data', schema: BroadcastRecordSchema },
        handler: async (request, { db, staff }) =>
          cancelBroadcast(db, unitStaffOf(staff), request.params.id),
      }),
      declareRoute({
        method: 'POST',
        url: API_PATHS.broadcastRetryFailed(':id'),
        summary:
          'Sends the failed recipients of an ended broadcast again (same retry keys for unanswered batches); past 23 hours, 409 until acceptDuplicates',
        access: MANAGE,
        ...BROADCAST_ID,
        body: BroadcastRetryBody,
        // No body (the console's calls before the 23-hour guard): nothing accepted.
        preValidation: async (request) => {
          request.body ??= {};
        },
        answer: { kind: 'data', schema: BroadcastRecordSchema },
        handler: async (request, { db, staff }) =>
          queued(await retryFailed(db, unitStaffOf(staff), request.params.id, request.body)),
      }),
      declareRoute({
        method: 'POST',
        url: API_PATHS.broadcastDeliveryList(':id'),
        summary: 'The recipients of a broadcast with their delivery status (masked LINE userIds)',
        access: READ,
        ...BROADCAST_ID,
        body: BroadcastDeliveryListBody,
        answer: { kind: 'list', schema: BroadcastDeliverySchema },
        handler: async (request, { db }) => listDeliveries(db, request.params.id, request.body),
      }),
      declareRoute({
        method: 'GET',
        url: API_PATHS.broadcastProgress(':id'),
        summary: 'Server-sent events of the broadcast’s progress until it ends',
        access: READ,
        ...BROADCAST_ID,
        answer: {
          kind: 'stream',
          schema: BroadcastProgressStream,
          produces: ['text/event-stream'],
        },
        handler: async (request, { reply }) => streamProgress(request, reply, request.params.id),
      }),
    ],
  };
});
