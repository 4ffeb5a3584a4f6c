import { ActivityLogRecordSchema } from '@hbc/contracts';
import { Type } from '@sinclair/typebox';
import { freeText } from '../../schemas/free-text';
import { listAnswer } from '../../schemas/list';

export { ActivityLogListBody, LoggedEntrySchema } from '@hbc/contracts';

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

/** `ActivityLogListAnswer`: `total` exact up to ACTIVITY_LOG_COUNT_LIMIT, else a lower bound. */
export const ActivityLogListAnswer = Type.Composite([
  listAnswer(ActivityLogRecordSchema),
  Type.Object({ totalIsLowerBound: Type.Boolean() }),
]);
