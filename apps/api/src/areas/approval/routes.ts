import {
  API_PATHS,
  ApprovalCountSchema,
  ApprovalListBody,
  ApprovalListItemSchema,
  ApprovalReviewSchema,
  ApprovalSettingSchema,
  BroadcastApproveBody,
  BroadcastRecordSchema,
  BroadcastTestSendBody,
  BroadcastTestSendSchema,
  type ApprovalListQuery,
} from '@hbc/contracts';
import { declareRoute, defineAppResource, type RouteAccess } from '../../resource';
import { IdParams } from '../../schemas/id-params';
import { broadcastUnitOf } from '../broadcast/broadcast-record';
import { lineQuota, quotaLeftOf } from '../broadcast/line-quota';
import { askLine } from '../broadcast/line-validation';
import { testSendOf } from '../broadcast/broadcast-test-send';
import { approveBroadcast, rejectBroadcast } from './approval-decisions';
import { countWaiting, listWaiting, pendingRecord, reviewOf } from './approval-queue';
import { approvalThreshold, setApprovalThreshold } from './approval-setting';
import { BroadcastRejectBody } from './schema';

/** Approvers: Admin LV1 of the broadcast's unit, a Super Admin of any. */
const APPROVE: RouteAccess = { need: 'manage' };
/** The threshold is national: the Super Admin's. */
const SETTING: RouteAccess = { need: 'manage', scope: 'all' };
/** A route of the broadcast `{id}` in the approver's units (another unit's is a 404). */
const BROADCAST_ID = { params: IdParams, inScope: true, conflicts: true } as const;

/**
 * Two-person approval of large and urgent sends (issue 28): the approver's queue, its badge and
 * review, approve (it starts, or is scheduled) or reject with a reason (back to DRAFT); and the
 * threshold (Super Admin). Every decision is logged in its transaction.
 */
export default defineAppResource((app) => {
  const lineCheck = app.config.lineMessaging.validateMessages
    ? askLine(app.sending.line, app.log)
    : undefined;
  const fallback = app.config.approvalMinRecipients;

  return {
    tag: 'approval',
    area: 'approval',
    unitOf: broadcastUnitOf,
    routes: [
      declareRoute({
        method: 'POST',
        url: API_PATHS.approvalList,
        summary:
          'Lists the broadcasts waiting for the caller’s approval (LV1: their unit’s; Super Admin: every unit’s), oldest request first; the search looks in the title',
        access: APPROVE,
        body: ApprovalListBody,
        answer: { kind: 'list', schema: ApprovalListItemSchema },
        handler: async (request, { db, staff }) =>
          listWaiting(db, staff, request.body as ApprovalListQuery),
      }),
      declareRoute({
        method: 'GET',
        url: API_PATHS.approvalCount,
        summary: 'How many broadcasts wait for the caller’s approval',
        access: APPROVE,
        answer: { kind: 'data', schema: ApprovalCountSchema },
        handler: async (_request, { db, staff }) => ({ waiting: await countWaiting(db, staff) }),
      }),
      declareRoute({
        method: 'GET',
        url: API_PATHS.approvalById(':id'),
        summary:
          'A broadcast waiting for approval as its approver reviews it: the record, whom it reaches now, the quota after it',
        access: APPROVE,
        ...BROADCAST_ID,
        answer: { kind: 'data', schema: ApprovalReviewSchema },
        handler: async (request, { db }) =>
          reviewOf(db, app.sending.line, app.log, request.params.id, fallback),
      }),
      declareRoute({
        method: 'POST',
        url: API_PATHS.approvalTest(':id'),
        summary:
          'Pushes the messages of a broadcast waiting for approval to the approver’s own LINE account and/or chosen testers of its unit (no body: their own only)',
        access: APPROVE,
        ...BROADCAST_ID,
        body: BroadcastTestSendBody,
        // No body: the approver's own account.
        preValidation: async (request) => {
          request.body ??= {};
        },
        unavailable: true,
        answer: { kind: 'data', schema: BroadcastTestSendSchema },
        handler: async (request, { db, staff }) =>
          testSendOf(
            db,
            app.sending.line,
            staff,
            await pendingRecord(db, request.params.id),
            request.body,
            app.sending.httpMediaOrigin,
          ),
      }),
      declareRoute({
        method: 'POST',
        url: API_PATHS.broadcastApprove(':id'),
        summary:
          'Approves another’s send: checked again, it starts now or is scheduled for its time; the maker’s own is 403 SELF_APPROVAL',
        access: APPROVE,
        ...BROADCAST_ID,
        refuses: true,
        body: BroadcastApproveBody,
        // No body: nothing to say.
        preValidation: async (request) => {
          request.body ??= {};
        },
        answer: { kind: 'data', schema: BroadcastRecordSchema },
        handler: async (request, { db, staff }) => {
          const { id } = request.params;
          const quotaLeft = await quotaLeftOf(db, await lineQuota(app.sending.line, app.log), id);
          const { record, after } = await approveBroadcast(db, staff, id, {
            httpMediaOrigin: app.sending.httpMediaOrigin,
            publicBaseUrl: app.config.publicBaseUrl,
            quotaLeft,
            ...(lineCheck ? { askLine: lineCheck } : {}),
          });
          await app.sending.enqueueBatches(after.batchIds);
          if (after.startAt) await app.sending.scheduleStart(record.id, after.startAt);
          return record;
        },
      }),
      declareRoute({
        method: 'POST',
        url: API_PATHS.broadcastReject(':id'),
        summary: 'Rejects a send waiting for approval with a reason: back to DRAFT',
        access: APPROVE,
        ...BROADCAST_ID,
        body: BroadcastRejectBody,
        answer: { kind: 'data', schema: BroadcastRecordSchema },
        handler: async (request, { db, staff }) =>
          rejectBroadcast(db, staff, request.params.id, request.body.reason),
      }),
      declareRoute({
        method: 'GET',
        url: API_PATHS.approvalSetting,
        summary: 'The approval threshold: sends to at least this many recipients need approval',
        access: SETTING,
        answer: { kind: 'data', schema: ApprovalSettingSchema },
        handler: async (_request, { db }) => ({
          minRecipients: await approvalThreshold(db, fallback),
        }),
      }),
      declareRoute({
        method: 'PUT',
        url: API_PATHS.approvalSetting,
        summary: 'Sets the approval threshold (logged)',
        access: SETTING,
        body: ApprovalSettingSchema,
        answer: { kind: 'data', schema: ApprovalSettingSchema },
        handler: async (request, { db, staff }) => ({
          minRecipients: await setApprovalThreshold(
            db,
            staff,
            request.body.minRecipients,
            fallback,
          ),
        }),
      }),
    ],
  };
});
