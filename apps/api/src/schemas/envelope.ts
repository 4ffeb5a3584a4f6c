import { Type, type TSchema } from '@sinclair/typebox';

/** `{ message: 'SUCCESS', data }`: the body of every HTTP 200 (architecture §5). */
export const Success = <T extends TSchema>(data: T) =>
  Type.Object({ message: Type.Literal('SUCCESS'), data });

/** `{ message, errors? }`: the body of every error answer. */
export const ErrorBody = Type.Object({
  message: Type.String(),
  errors: Type.Optional(Type.Array(Type.Object({ path: Type.String(), message: Type.String() }))),
});
