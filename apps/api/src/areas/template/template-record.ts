import type { TemplateListItem, TemplateRecord } from '@hbc/contracts';
import { formatOf } from '@hbc/message-model';
import { and, eq, isNull, or, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/database';
import { updatedByName, withEditors } from '../../db/edited-by';
import { messageTemplate } from '../../db/schema';
import { staffOf, type Staff } from '../../plugins/app/auth';

/** Whose templates a staff member sees: a unit's own and the shared ones; Super Admin the shared. */
export function visibleTemplates(staff: Pick<Staff, 'unitId'>): SQL | undefined {
  const shared = isNull(messageTemplate.unitId);
  return staff.unitId === null ? shared : or(shared, eq(messageTemplate.unitId, staff.unitId));
}

/** `select … from message_template` with its last editor's name, to which a caller adds conditions. */
export function selectTemplateRows(db: Database) {
  const rows = db
    .select({
      id: messageTemplate.id,
      unitId: messageTemplate.unitId,
      name: messageTemplate.name,
      messages: messageTemplate.messages,
      updatedByName,
      updatedAt: messageTemplate.updatedAt,
    })
    .from(messageTemplate)
    .$dynamic();
  return withEditors(rows, messageTemplate);
}

export type TemplateRow = Awaited<ReturnType<typeof selectTemplateRows>>[number];

/** A row as the list answers it: its messages counted and named by format, not sent whole. */
export function toTemplateListItem(row: TemplateRow): TemplateListItem {
  return {
    id: row.id,
    name: row.name,
    shared: row.unitId === null,
    messageCount: row.messages.length,
    formats: row.messages.map(formatOf),
    updatedByName: row.updatedByName,
    updatedAt: row.updatedAt.toISOString(),
  };
}

const toTemplateRecord = (row: TemplateRow): TemplateRecord => ({
  ...toTemplateListItem(row),
  messages: row.messages,
});

/** Template `id` as the API answers it, or undefined when there is none. */
export async function readTemplate(db: Database, id: number): Promise<TemplateRecord | undefined> {
  const [row] = await selectTemplateRows(db).where(eq(messageTemplate.id, id));
  return row && toTemplateRecord(row);
}

/**
 * The scope check of `{id}`: the unit a template is seen from by the caller. A shared template
 * is seen from every unit (and by Super Admin); a unit's only from that unit, never by Super
 * Admin (it keeps the shared ones only). Undefined (404) when the caller does not see it.
 */
export async function templateSeenFrom(
  request: FastifyRequest,
  { db }: { db: Database },
): Promise<number | null | undefined> {
  const staff = staffOf(request);
  const { id } = request.params as { id: number };
  const [row] = await db
    .select({ unitId: messageTemplate.unitId })
    .from(messageTemplate)
    .where(and(eq(messageTemplate.id, id), visibleTemplates(staff)));
  if (!row) return undefined;
  return row.unitId ?? staff.unitId;
}
