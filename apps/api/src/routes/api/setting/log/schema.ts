import { Type } from '@sinclair/typebox';
import { Success } from '../../../../schemas/envelope';

/** An activity-log entry the console writes (spec section 3). */
export const LogEntryBody = Type.Object(
  {
    action: Type.String({ minLength: 1, maxLength: 100 }),
    menu: Type.String({ minLength: 1, maxLength: 100 }),
    subject: Type.String({ minLength: 1, maxLength: 200 }),
    description: Type.String({ maxLength: 2000 }),
  },
  { additionalProperties: false },
);

export const LogEntryAnswer = Success(Type.Object({ id: Type.Integer() }));
