import { Type, type TSchema } from '@sinclair/typebox';

/** `{ message: 'SUCCESS', data: T[], total }`: the answer of every list (architecture §5). */
export const listAnswer = <T extends TSchema>(item: T) =>
  Type.Object({
    message: Type.Literal('SUCCESS'),
    data: Type.Array(item),
    total: Type.Integer({ minimum: 0 }),
  });
