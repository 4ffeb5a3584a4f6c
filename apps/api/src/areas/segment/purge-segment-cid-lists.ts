import { and, inArray, lt, notExists, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { segment, segmentCidList } from '../../db/schema';

/** How long an uploaded CID list waits for a segment to use it. */
export const SEGMENT_CID_LIST_UNUSED_HOURS = 24;

/** Whether no segment's rules name the list (a segment uses only its own unit's lists). */
function unusedBySegments(db: Database) {
  return notExists(
    db
      .select({ one: sql`1` })
      .from(segment)
      .where(
        and(
          sql`${segment.unitId} = ${segmentCidList.unitId}`,
          sql`${segment.rules} -> 'conditions' @> jsonb_build_array(jsonb_build_object('kind', 'CID_LIST', 'listId', ${segmentCidList.id}::text))`,
        ),
      ),
  );
}

/**
 * Deletes the CID lists uploaded more than SEGMENT_CID_LIST_UNUSED_HOURS before `now` that no
 * segment's rules name (an upload whose form was never saved, or a list a segment stopped using);
 * their items go with them. Answers how many lists were deleted.
 *
 * A segment being saved holds its lists (`for key share`): those are skipped here, and a list
 * locked here first is gone when the save looks for it. The second look at the segments, in a
 * statement of its own, sees every save that committed before the lists were locked.
 */
export async function purgeUnusedSegmentCidLists(db: Database, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - SEGMENT_CID_LIST_UNUSED_HOURS * 60 * 60 * 1000);
  return db.transaction(async (tx) => {
    const candidates = await tx
      .select({ id: segmentCidList.id })
      .from(segmentCidList)
      .where(and(lt(segmentCidList.createdAt, cutoff), unusedBySegments(tx)))
      .for('update', { skipLocked: true });
    if (candidates.length === 0) return 0;
    const deleted = await tx
      .delete(segmentCidList)
      .where(
        and(
          inArray(
            segmentCidList.id,
            candidates.map((list) => list.id),
          ),
          unusedBySegments(tx),
        ),
      )
      .returning({ id: segmentCidList.id });
    return deleted.length;
  });
}
