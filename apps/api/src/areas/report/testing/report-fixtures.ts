import { randomUUID } from 'node:crypto';
import type { AggregationUnitKind, BroadcastStatus } from '@hbc/contracts';
import { eq } from 'drizzle-orm';
import type { Database } from '../../../db/database';
import {
  botVisit,
  broadcast,
  broadcastBatch,
  broadcastInsight,
  broadcastTrackingUrl,
  clickDaily,
  trackingUrl,
  type BotVisitKind,
} from '../../../db/schema';
import { NO_CITIZENS } from '../../../test/staff-fixtures';

let linkSerial = 0;

/** Inserts a tracking link of unit `unitId`; answers its id and code. */
export async function insertTrackingUrl(
  db: Database,
  unitId: number,
  name: string,
  targetUrl = 'https://example.com/',
): Promise<{ id: number; code: string }> {
  linkSerial += 1;
  const [row] = await db
    .insert(trackingUrl)
    .values({ unitId, name, code: `rpt${String(linkSerial).padStart(6, '0')}`, targetUrl })
    .returning({ id: trackingUrl.id, code: trackingUrl.code });
  if (!row) throw new Error('insert returned no row');
  return row;
}

/** One multicast batch of a seeded broadcast: how many recipients, and what became of it. */
export interface SeededBatch {
  size: number;
  state: 'SENT' | 'FAILED' | 'PENDING' | 'CANCELLED';
  reason?: string;
  /** When LINE took it (SENT batches). */
  sentAt?: string;
}

let recipientSerial = 0;
/** A LINE userId no other seeded recipient has. */
function newRecipient(): string {
  recipientSerial += 1;
  return `U${recipientSerial.toString(16).padStart(32, '0')}`;
}

export interface SeededBroadcast {
  title: string;
  status: BroadcastStatus;
  /** ISO instant; null for a broadcast that never started. */
  startedAt: string | null;
  finishedAt?: string | null;
  excluded?: number;
  /** Held back by the frequency cap. */
  capped?: number;
  /** Urgent (with a reason). */
  urgent?: boolean;
  batches?: readonly SeededBatch[];
  /** The aggregation unit its sending stored; its own unit (`hbc_b<id>`) once started, without. */
  aggregation?: { unit: string | null; kind: AggregationUnitKind | null };
}

/**
 * Inserts a broadcast as its sending would have left it: its batches of recipients, and the
 * counts they add up to (recipients, sent, failed). Answers its id and its recipients in order.
 */
export async function insertSentBroadcast(
  db: Database,
  unitId: number,
  seeded: SeededBroadcast,
): Promise<{ id: number; recipients: string[] }> {
  const batches = seeded.batches ?? [];
  const sizeOf = (state: SeededBatch['state']) =>
    batches.filter((batch) => batch.state === state).reduce((sum, batch) => sum + batch.size, 0);
  const [row] = await db
    .insert(broadcast)
    .values({
      unitId,
      title: seeded.title,
      status: seeded.status,
      messages: [{ type: 'text', text: seeded.title }],
      startedAt: seeded.startedAt === null ? null : new Date(seeded.startedAt),
      finishedAt: seeded.finishedAt ? new Date(seeded.finishedAt) : null,
      targetCount: batches.reduce((sum, batch) => sum + batch.size, 0),
      excludedCount: seeded.excluded ?? 0,
      cappedCount: seeded.capped ?? 0,
      ...(seeded.urgent ? { urgent: true, urgentReason: 'เร่งด่วน' } : {}),
      sentCount: sizeOf('SENT'),
      failedCount: sizeOf('FAILED'),
    })
    .returning({ id: broadcast.id });
  if (!row) throw new Error('insert returned no row');
  const aggregation =
    seeded.aggregation ??
    (seeded.startedAt === null ? null : { unit: `hbc_b${row.id}`, kind: 'BROADCAST' as const });
  if (aggregation) {
    await db
      .update(broadcast)
      .set({ aggregationUnit: aggregation.unit, aggregationUnitKind: aggregation.kind })
      .where(eq(broadcast.id, row.id));
  }
  const recipients: string[] = [];
  for (const [seq, batch] of batches.entries()) {
    const to = Array.from({ length: batch.size }, newRecipient);
    recipients.push(...to);
    await db.insert(broadcastBatch).values({
      broadcastId: row.id,
      seq,
      recipients: to,
      size: to.length,
      state: batch.state,
      attempts: 1,
      ...NO_CITIZENS,
      retryKey: randomUUID(),
      lastError: batch.reason ?? null,
      sentAt: batch.sentAt ? new Date(batch.sentAt) : null,
    });
  }
  return { id: row.id, recipients };
}

/** Records that broadcast `broadcastId` carried these tracking links. */
export async function linkBroadcast(
  db: Database,
  broadcastId: number,
  trackingUrlIds: readonly number[],
): Promise<void> {
  await db
    .insert(broadcastTrackingUrl)
    .values(trackingUrlIds.map((trackingUrlId) => ({ broadcastId, trackingUrlId })));
}

/** Daily click rollups as the rollup job would have written them. */
export async function insertClickDays(
  db: Database,
  rows: readonly {
    day: string;
    trackingUrlId: number;
    broadcastId: number;
    unitId: number;
    clicks: number;
    uniqueClicks: number;
  }[],
): Promise<void> {
  await db.insert(clickDaily).values([...rows]);
}

/** A LINE insight read of broadcast `broadcastId` at `readAt`. */
export async function insertInsight(
  db: Database,
  broadcastId: number,
  values: {
    delivered: number;
    uniqueImpressions: number;
    uniqueClicks: number;
    uniqueVideoPlays: number;
    readAt: Date;
  },
): Promise<void> {
  await db.insert(broadcastInsight).values({ broadcastId, ...values });
}

/** Visits of tracking links not counted as clicks, as the visit writer stores them. */
export async function insertBotVisits(
  db: Database,
  rows: readonly {
    trackingUrlId: number;
    broadcastId: number | null;
    kind: BotVisitKind;
    /** ISO instant. */
    at: string;
    /** How many such visits (default 1). */
    times?: number;
  }[],
): Promise<void> {
  const values = rows.flatMap((row) =>
    Array.from({ length: row.times ?? 1 }, () => ({
      trackingUrlId: row.trackingUrlId,
      broadcastId: row.broadcastId,
      kind: row.kind,
      visitedAt: new Date(row.at),
      userAgent: null,
    })),
  );
  if (values.length > 0) await db.insert(botVisit).values(values);
}
