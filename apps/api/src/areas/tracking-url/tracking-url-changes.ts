import {
  TRACKING_URL_MESSAGES,
  trackingShortUrl,
  type TrackingUrlBody,
  type TrackingUrlRecord,
} from '@hbc/contracts';
import { and, eq, inArray, ne } from 'drizzle-orm';
import { loggedChange } from '../activity-log/logged-change';
import type { Actor } from '../activity-log/record-activity';
import type { Database } from '../../db/database';
import { writtenRow } from '../../db/one-row';
import { broadcast, broadcastTrackingUrl, trackingUrl } from '../../db/schema';
import { conflict, notFound } from '../../http-errors';
import { newTrackingCode } from './tracking-code';
import { TRACKING_URL_ENTRIES, type LoggedTrackingUrl } from './tracking-url-activity';
import { readTrackingUrl, sentBroadcastCount } from './tracking-url-record';

/** Whoever changes tracking links: a staff member of a unit (LV3). */
export type TrackingUrlActor = Actor & { userId: number; unitId: number };

/** Where short links point (PUBLIC_BASE_URL), and the code generator (tests make it collide). */
export interface TrackingUrlOptions {
  publicBaseUrl: string;
  newCode?: () => string;
}

const NAME_UNIQUE = 'tracking_url_unit_name_unique';
/** New codes tried before giving up: 60 random bits collide practically never, let alone 5 times. */
const CODE_TRIES = 5;
const nameTaken = () => conflict([{ path: '/name', message: TRACKING_URL_MESSAGES.nameTaken }]);
const usedInBroadcast = () =>
  conflict([{ path: '', message: TRACKING_URL_MESSAGES.usedInBroadcast }]);

interface LockedTrackingUrl extends LoggedTrackingUrl {
  code: string;
}

/**
 * Link `id` of `unitId` as the log describes it, locked until the transaction ends (`update`:
 * against any change, `no key update`: against other changes but not against a broadcast taking
 * it); 404 without it.
 */
async function lockTrackingUrl(
  tx: Database,
  id: number,
  unitId: number,
  publicBaseUrl: string,
  strength: 'update' | 'no key update',
): Promise<LockedTrackingUrl> {
  const [row] = await tx
    .select({
      name: trackingUrl.name,
      code: trackingUrl.code,
      targetUrl: trackingUrl.targetUrl,
      enabled: trackingUrl.enabled,
    })
    .from(trackingUrl)
    .where(and(eq(trackingUrl.id, id), eq(trackingUrl.unitId, unitId)))
    .for(strength);
  if (!row) throw notFound();
  return { ...row, shortUrl: trackingShortUrl(publicBaseUrl, row.code) };
}

/** Whether unit `unitId` has a link named `name` (besides link `except`). */
async function linkNamed(
  tx: Database,
  unitId: number,
  name: string,
  except?: number,
): Promise<boolean> {
  const [row] = await tx
    .select({ id: trackingUrl.id })
    .from(trackingUrl)
    .where(
      and(
        eq(trackingUrl.unitId, unitId),
        eq(trackingUrl.name, name),
        except === undefined ? undefined : ne(trackingUrl.id, except),
      ),
    );
  return row !== undefined;
}

const answer = (db: Database, id: number, publicBaseUrl: string): Promise<TrackingUrlRecord> =>
  writtenRow(readTrackingUrl(db, id, publicBaseUrl), 'tracking link', id);

/**
 * Creates a link of the actor's unit with a new random code (enabled unless the body says
 * otherwise) and logs it in the same transaction. 409 at `/name` when the unit has a link of
 * that name.
 */
export async function createTrackingUrl(
  db: Database,
  actor: TrackingUrlActor,
  body: TrackingUrlBody,
  options: TrackingUrlOptions,
): Promise<TrackingUrlRecord> {
  const name = body.name.trim();
  const newCode = options.newCode ?? newTrackingCode;
  const id = await loggedChange(db, actor, async (tx) => {
    for (let attempt = 1; attempt <= CODE_TRIES; attempt++) {
      const code = newCode();
      const [row] = await tx
        .insert(trackingUrl)
        .values({
          unitId: actor.unitId,
          name,
          code,
          targetUrl: body.targetUrl,
          enabled: body.enabled ?? true,
          createdBy: actor.userId,
          updatedBy: actor.userId,
        })
        .onConflictDoNothing()
        .returning({ id: trackingUrl.id });
      if (row) {
        const created = {
          name,
          targetUrl: body.targetUrl,
          shortUrl: trackingShortUrl(options.publicBaseUrl, code),
          enabled: body.enabled ?? true,
        };
        return { result: row.id, entry: TRACKING_URL_ENTRIES.created(created) };
      }
      // Nothing inserted: the name is the unit's already, or (rarely) the code was taken.
      if (await linkNamed(tx, actor.unitId, name)) throw nameTaken();
    }
    throw new Error(`no free tracking code after ${CODE_TRIES} tries`);
  });
  return answer(db, id, options.publicBaseUrl);
}

/**
 * Replaces link `id`'s name and destination (and its status when the body gives one), logging
 * what changed in the same transaction: as a disabling or enabling when the status changed.
 * Answers the record and the link's code (whose cached redirect is now stale). 404 when the unit
 * has no such link; 409 at `/name` as for a new one.
 */
export async function updateTrackingUrl(
  db: Database,
  actor: TrackingUrlActor,
  id: number,
  body: TrackingUrlBody,
  options: TrackingUrlOptions,
): Promise<{ record: TrackingUrlRecord; code: string }> {
  const name = body.name.trim();
  const code = await loggedChange(
    db,
    actor,
    async (tx) => {
      const before = await lockTrackingUrl(
        tx,
        id,
        actor.unitId,
        options.publicBaseUrl,
        'no key update',
      );
      if (await linkNamed(tx, actor.unitId, name, id)) throw nameTaken();
      const after = {
        ...before,
        name,
        targetUrl: body.targetUrl,
        enabled: body.enabled ?? before.enabled,
      };
      await tx
        .update(trackingUrl)
        .set({
          name,
          targetUrl: body.targetUrl,
          enabled: after.enabled,
          updatedBy: actor.userId,
        })
        .where(eq(trackingUrl.id, id));
      return { result: before.code, entry: TRACKING_URL_ENTRIES.changed(before, after) };
    },
    // Another request took the name between the check and the update.
    { unique: { [NAME_UNIQUE]: nameTaken } },
  );
  return { record: await answer(db, id, options.publicBaseUrl), code };
}

/**
 * Deletes link `id`, logging it in the same transaction; answers its code (whose cached redirect
 * is now stale). 404 when the unit has no such link. 409 `usedInBroadcast` when a broadcast past
 * its draft carried it: its clicks are that broadcast's report, so it may only be disabled.
 */
export async function deleteTrackingUrl(
  db: Database,
  actor: TrackingUrlActor,
  id: number,
  publicBaseUrl: string,
): Promise<string> {
  return loggedChange(
    db,
    actor,
    async (tx) => {
      const before = await lockTrackingUrl(tx, id, actor.unitId, publicBaseUrl, 'update');
      // Read after the lock (a statement of its own sees what a sending that held it committed).
      const [carried] = await tx
        .select({ count: sentBroadcastCount })
        .from(trackingUrl)
        .where(eq(trackingUrl.id, id));
      if ((carried?.count ?? 0) > 0) throw usedInBroadcast();
      // Only drafts can be left holding it (none is written before sending): they let go.
      await tx
        .delete(broadcastTrackingUrl)
        .where(
          and(
            eq(broadcastTrackingUrl.trackingUrlId, id),
            inArray(
              broadcastTrackingUrl.broadcastId,
              tx.select({ id: broadcast.id }).from(broadcast).where(eq(broadcast.status, 'DRAFT')),
            ),
          ),
        );
      await tx.delete(trackingUrl).where(eq(trackingUrl.id, id));
      return { result: before.code, entry: TRACKING_URL_ENTRIES.deleted(before) };
    },
    // A broadcast started carrying it meanwhile.
    { foreignKey: usedInBroadcast },
  );
}
