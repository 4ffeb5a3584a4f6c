import { Type, type Static, type TString } from '@sinclair/typebox';
import { ROLES } from '../roles';

/**
 * What the activity-log calls answer. The API validates its answers with these schemas; the
 * types derive from them.
 */
const Nullable = <T extends TString>(schema: T) => Type.Union([schema, Type.Null()]);

/** An entry of the log, as its list and export read it. */
export const ActivityLogRecordSchema = Type.Object({
  id: Type.Integer(),
  createdAt: Type.String({
    format: 'date-time',
    description: 'to the microsecond, as the keyset cursor `after.createdAt` takes it back',
  }),
  userId: Type.Union([Type.Integer(), Type.Null()]),
  /** The actor's name when the entry was written; null for a sign-in nobody could be found for. */
  actorName: Nullable(Type.String()),
  role: Type.Union([...ROLES.map((role) => Type.Literal(role)), Type.Null()]),
  unitId: Type.Union([Type.Integer(), Type.Null()]),
  unitName: Nullable(Type.String()),
  action: Type.String(),
  menu: Type.String(),
  subject: Type.String(),
  description: Type.String(),
  ip: Nullable(Type.String()),
});
export type ActivityLogRecord = Static<typeof ActivityLogRecordSchema>;

/** `POST /api/setting/log`: the entry just written. */
export const LoggedEntrySchema = Type.Object({ id: Type.Integer() });
export type LoggedEntry = Static<typeof LoggedEntrySchema>;
