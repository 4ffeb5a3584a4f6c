import { maskCidsInText, type ActivityLogEntry, type Role } from '@hbc/contracts';
import type { Database } from '../../db/database';
import { sql } from 'drizzle-orm';
import { activityLog, appUser, fullNameOf } from '../../db/schema';

/** Where a request came from: Fastify's `request.ip` (behind the trusted proxies, if any). */
export interface ClientAddress {
  ip: string;
}

/**
 * Who did it, and from where: a staff member, or nobody known yet (a sign-in that failed early).
 * `ip` is required, so that no entry written for a request can leave its address out; it is null
 * only for what no request asked for.
 */
export interface Actor {
  userId: number | null;
  role: Role | null;
  unitId: number | null;
  ip: string | null;
}

/** A staff user as the activity log names them (id, role and unit as they are now), and from where. */
export function actorOf(
  user: { id: number; role: Role; unitId: number | null },
  from: ClientAddress,
): Actor {
  return { userId: user.id, role: user.role, unitId: user.unitId, ip: from.ip };
}

/** Nobody known (a sign-in that failed before its user was found), from where. */
export function nobodyFrom(from: ClientAddress): Actor {
  return { userId: null, role: null, unitId: null, ip: from.ip };
}

/**
 * Writes one activity-log entry. Pass the transaction of the change it records, so that both
 * are kept or neither is. Answers the entry's id.
 */
export async function recordActivity(
  db: Database,
  actor: Actor,
  entry: ActivityLogEntry,
): Promise<number> {
  const [row] = await db
    .insert(activityLog)
    .values({
      userId: actor.userId,
      // The name as it is now, kept with the entry: the user may be renamed or deleted later.
      actorName:
        actor.userId === null
          ? null
          : sql`(select ${fullNameOf(appUser)} from ${appUser} where ${appUser.id} = ${actor.userId})`,
      role: actor.role,
      unitId: actor.unitId,
      // Whoever wrote the entry, no full CID is kept in it (architecture §3, citizen IDs).
      action: maskCidsInText(entry.action),
      menu: maskCidsInText(entry.menu),
      subject: maskCidsInText(entry.subject),
      description: maskCidsInText(entry.description),
      ip: actor.ip,
    })
    .returning({ id: activityLog.id });
  if (!row) throw new Error('activity_log insert returned no row');
  return row.id;
}
