import { ERRORS_LISTED_MAX } from '@hbc/contracts';
import { Type, type TSchema } from '@sinclair/typebox';

/** `{ message: 'SUCCESS', data }`: the body of every HTTP 200 (architecture §5). */
export const Success = <T extends TSchema>(data: T) =>
  Type.Object({ message: Type.Literal('SUCCESS'), data });

/** `{ message, errors?, moreErrors? }`: the body of every error answer (architecture §5). */
export const ErrorBody = Type.Object({
  message: Type.String(),
  errors: Type.Optional(
    Type.Array(Type.Object({ path: Type.String(), message: Type.String() }), {
      maxItems: ERRORS_LISTED_MAX,
    }),
  ),
  moreErrors: Type.Optional(
    Type.Integer({
      minimum: 1,
      description: `How many issues there were beyond the ${ERRORS_LISTED_MAX} listed`,
    }),
  ),
});
