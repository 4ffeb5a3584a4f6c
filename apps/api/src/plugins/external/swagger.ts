import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { API_ERRORS, API_PATHS, APP_VERSION, ERRORS_LISTED_MAX } from '@hbc/contracts';
import fp from 'fastify-plugin';

/** The error statuses of the API conventions (architecture §5), as the document lists them. */
const ERROR_STATUSES: readonly [number, string, string][] = [
  [400, API_ERRORS.VALIDATION_ERROR, 'the request is malformed or breaks the schema'],
  [401, API_ERRORS.UNAUTHORIZED, 'no valid token'],
  [403, API_ERRORS.FORBIDDEN, 'the role may not'],
  [404, API_ERRORS.NOT_FOUND, 'no such thing in the caller’s scope'],
  [408, API_ERRORS.REQUEST_TIMEOUT, 'the request line and headers did not arrive in time'],
  [409, API_ERRORS.CONFLICT, 'the change clashes with what is stored'],
  [413, API_ERRORS.PAYLOAD_TOO_LARGE, 'the body is over the route’s limit'],
  [429, API_ERRORS.TOO_MANY_REQUESTS, 'too many requests; see `Retry-After`'],
  [431, API_ERRORS.HEADERS_TOO_LARGE, 'the request line and headers are too large'],
  [500, API_ERRORS.INTERNAL_ERROR, 'the cause stays in the log; bad input is never a 500'],
  [503, API_ERRORS.SERVICE_UNAVAILABLE, 'the process is starting; see `Retry-After`'],
];

const DESCRIPTION = [
  'Success is HTTP 200 with `{ message: "SUCCESS", data }`. Every error answers',
  '`{ message, errors?, moreErrors? }`: `errors` is `[{ path, message }]` (a JSON pointer and',
  `Thai text), at most ${ERRORS_LISTED_MAX} of them; \`moreErrors\` counts the issues left out.`,
  '',
  '| status | `message` | when |',
  '|---|---|---|',
  ...ERROR_STATUSES.map(([status, message, when]) => `| ${status} | \`${message}\` | ${when} |`),
].join('\n');

/** OpenAPI document of every route, browsable at /api/docs (JSON at /api/docs/json). */
export default fp(
  async (app) => {
    await app.register(swagger, {
      openapi: {
        info: {
          title: 'Health broadcast console API',
          version: APP_VERSION,
          description: DESCRIPTION,
        },
        components: {
          securitySchemes: {
            bearer: { type: 'http', scheme: 'bearer' },
          },
        },
      },
    });
    await app.register(swaggerUi, { routePrefix: API_PATHS.docs });
  },
  { name: 'swagger' },
);
