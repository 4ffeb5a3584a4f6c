import {
  TEMPLATE_MESSAGES,
  type TemplateBody,
  type TemplateRecord,
  type TemplateUpdateBody,
} from '@hbc/contracts';
import { and, eq, isNull, ne, type SQL } from 'drizzle-orm';
import { loggedChange } from '../activity-log/logged-change';
import type { Database } from '../../db/database';
import { writtenRow } from '../../db/one-row';
import { messageTemplate } from '../../db/schema';
import { badRequest, conflict, HttpError, notFound } from '../../http-errors';
import type { Staff } from '../../plugins/app/auth';
import { messageIssues } from '../broadcast/broadcast-checks';
import { TEMPLATE_ENTRIES, type LoggedTemplate } from './template-activity';
import { readTemplate } from './template-record';

/** Where http media may come from besides https (the sending engine's setting). */
export interface TemplateOptions {
  httpMediaOrigin: string | undefined;
}

const NAME_UNIQUE = 'message_template_unit_name_unique';
const nameTaken = () => conflict([{ path: '/name', message: TEMPLATE_MESSAGES.nameTaken }]);
const sharedReadOnly = () => new HttpError(403, TEMPLATE_MESSAGES.sharedReadOnly);

/** The templates kept together with those of `unitId` (null: the shared ones). */
const ofUnit = (unitId: number | null): SQL =>
  unitId === null ? isNull(messageTemplate.unitId) : eq(messageTemplate.unitId, unitId);

/** 400 with every problem of the messages, as a broadcast's are checked before it is sent. */
function checkMessages(messages: readonly unknown[], options: TemplateOptions): void {
  const { issues } = messageIssues(messages, true, options.httpMediaOrigin);
  if (issues.length > 0) throw badRequest(issues);
}

/** Whether `unitId`'s templates (null: the shared ones) have one named `name` (besides `except`). */
async function templateNamed(
  tx: Database,
  unitId: number | null,
  name: string,
  except?: number,
): Promise<boolean> {
  const [row] = await tx
    .select({ id: messageTemplate.id })
    .from(messageTemplate)
    .where(
      and(
        ofUnit(unitId),
        eq(messageTemplate.name, name),
        except === undefined ? undefined : ne(messageTemplate.id, except),
      ),
    );
  return row !== undefined;
}

interface LockedTemplate extends LoggedTemplate {
  unitId: number | null;
}

/**
 * Template `id` locked until the transaction ends; 404 without it, 403 when the actor may not
 * change it (a shared template, unless the actor is Super Admin).
 */
async function lockTemplate(tx: Database, actor: Staff, id: number): Promise<LockedTemplate> {
  const [row] = await tx
    .select({
      unitId: messageTemplate.unitId,
      name: messageTemplate.name,
      messages: messageTemplate.messages,
    })
    .from(messageTemplate)
    .where(eq(messageTemplate.id, id))
    .for('update');
  if (!row) throw notFound();
  if (row.unitId !== actor.unitId) throw row.unitId === null ? sharedReadOnly() : notFound();
  return { ...row, shared: row.unitId === null };
}

const answer = (db: Database, id: number): Promise<TemplateRecord> =>
  writtenRow(readTemplate(db, id), 'template', id);

/**
 * A new template: the actor's unit's (LV3), or a shared one (Super Admin, who has no unit),
 * logged in the same transaction. 400 for messages a broadcast could not send; 409 at `/name`
 * when the unit (or the shared templates) has one of that name.
 */
export async function createTemplate(
  db: Database,
  actor: Staff,
  body: TemplateBody,
  options: TemplateOptions,
): Promise<TemplateRecord> {
  checkMessages(body.messages, options);
  const name = body.name.trim();
  const id = await loggedChange(
    db,
    actor,
    async (tx) => {
      if (await templateNamed(tx, actor.unitId, name)) throw nameTaken();
      const [row] = await tx
        .insert(messageTemplate)
        .values({
          unitId: actor.unitId,
          name,
          messages: body.messages,
          createdBy: actor.userId,
          updatedBy: actor.userId,
        })
        .returning({ id: messageTemplate.id });
      if (!row) throw new Error('the new template was not written');
      const created = { name, messages: body.messages, shared: actor.unitId === null };
      return { result: row.id, entry: TEMPLATE_ENTRIES.created(created) };
    },
    // Another request took the name between the check and the insert.
    { unique: { [NAME_UNIQUE]: nameTaken } },
  );
  return answer(db, id);
}

/**
 * Renames template `id` and/or replaces its messages (what the body gives), logging what changed
 * in the same transaction. 403 for LV3 on a shared template; 400 and 409 as for a new one.
 */
export async function updateTemplate(
  db: Database,
  actor: Staff,
  id: number,
  body: TemplateUpdateBody,
  options: TemplateOptions,
): Promise<TemplateRecord> {
  if (body.messages !== undefined) checkMessages(body.messages, options);
  await loggedChange(
    db,
    actor,
    async (tx) => {
      const before = await lockTemplate(tx, actor, id);
      const after = {
        ...before,
        name: body.name?.trim() ?? before.name,
        messages: body.messages ?? before.messages,
      };
      if (await templateNamed(tx, before.unitId, after.name, id)) throw nameTaken();
      await tx
        .update(messageTemplate)
        .set({ name: after.name, messages: [...after.messages], updatedBy: actor.userId })
        .where(eq(messageTemplate.id, id));
      return { result: null, entry: TEMPLATE_ENTRIES.changed(before, after) };
    },
    { unique: { [NAME_UNIQUE]: nameTaken } },
  );
  return answer(db, id);
}

/** Deletes template `id`, logging it in the same transaction. 403 for LV3 on a shared template. */
export async function deleteTemplate(db: Database, actor: Staff, id: number): Promise<void> {
  await loggedChange(db, actor, async (tx) => {
    const before = await lockTemplate(tx, actor, id);
    await tx.delete(messageTemplate).where(eq(messageTemplate.id, id));
    return { result: null, entry: TEMPLATE_ENTRIES.deleted(before) };
  });
}
