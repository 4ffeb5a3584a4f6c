import { ROLES } from '@hbc/contracts';
import { Type } from '@sinclair/typebox';
import { Success } from '../../schemas/envelope';
import { freeText } from '../../schemas/free-text';
import { listAnswer } from '../../schemas/list';

export { ActivityLogListBody } from '@hbc/contracts';

/** An activity-log entry the console writes (spec section 3). */
export const LogEntryBody = Type.Object(
  {
    action: freeText(Type.String({ minLength: 1, maxLength: 100 })),
    menu: freeText(Type.String({ minLength: 1, maxLength: 100 })),
    subject: freeText(Type.String({ minLength: 1, maxLength: 200 })),
    description: freeText(Type.String({ maxLength: 2000 })),
  },
  { additionalProperties: false },
);

export const LogEntryAnswer = Success(Type.Object({ id: Type.Integer() }));

const Nullable = <T extends ReturnType<typeof Type.String>>(schema: T) =>
  Type.Union([schema, Type.Null()]);

/** `ActivityLogRecord` of `@hbc/contracts`, as the API answers it. */
export const ActivityLogRecordSchema = Type.Object({
  id: Type.Integer(),
  createdAt: Type.String({
    format: 'date-time',
    description: 'to the microsecond, as the keyset cursor `after.createdAt` takes it back',
  }),
  userId: Type.Union([Type.Integer(), Type.Null()]),
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

/** `ActivityLogListAnswer`: `total` exact up to ACTIVITY_LOG_COUNT_LIMIT, else a lower bound. */
export const ActivityLogListAnswer = Type.Composite([
  listAnswer(ActivityLogRecordSchema),
  Type.Object({ totalIsLowerBound: Type.Boolean() }),
]);
