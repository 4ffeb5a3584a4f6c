import {
  API_ERRORS,
  ERRORS_LISTED_MAX,
  type ApiErrorBody,
  type ValidationIssue,
} from '@hbc/contracts';
import type { FastifyError, FastifySchemaValidationError } from 'fastify';
import { HttpError } from './http-errors';
import { FINITE_NUMBERS_KEYWORD, INTEGER_TEXT_KEYWORD } from './schemas/coerced-numbers';
import { declaredInvalidMessage } from './schemas/invalid-message';
import { STORABLE_TEXT_KEYWORD } from './schemas/storable-text';
import { withoutRefusedBranches } from './schemas/union-branch-errors';

/** What staff read for each kind of schema violation. */
function issueText(error: FastifySchemaValidationError): string {
  const declared = declaredInvalidMessage(error);
  if (declared) return declared;
  const limit = (error.params as { limit?: unknown }).limit;
  switch (error.keyword) {
    case 'required':
      return 'กรุณากรอกข้อมูล';
    case 'minLength':
      return limit === 1 ? 'กรุณากรอกข้อมูล' : `ต้องมีอย่างน้อย ${String(limit)} ตัวอักษร`;
    case 'maxLength':
      return `ต้องไม่เกิน ${String(limit)} ตัวอักษร`;
    case 'minimum':
    case 'exclusiveMinimum':
      return `ต้องไม่น้อยกว่า ${String(limit)}`;
    case 'maximum':
    case 'exclusiveMaximum':
      return `ต้องไม่เกิน ${String(limit)}`;
    case 'minItems':
      return `ต้องมีอย่างน้อย ${String(limit)} รายการ`;
    case 'maxItems':
      return `ต้องไม่เกิน ${String(limit)} รายการ`;
    case 'type':
    case 'pattern':
    case 'format':
    case FINITE_NUMBERS_KEYWORD:
    case INTEGER_TEXT_KEYWORD:
      return 'รูปแบบข้อมูลไม่ถูกต้อง';
    case 'enum':
    case 'const':
      return 'ไม่มีในตัวเลือกที่รองรับ';
    case 'additionalProperties':
      return 'ไม่รู้จักข้อมูลนี้';
    case 'not':
      // `additionalProperties: { not: {} }` refuses unknown keys that a stripping validator keeps.
      return error.schemaPath.endsWith('/additionalProperties/not') ? 'ไม่รู้จักข้อมูลนี้' : 'ข้อมูลไม่ถูกต้อง';
    case STORABLE_TEXT_KEYWORD:
      return 'มีอักขระที่ไม่อนุญาต';
    default:
      return 'ข้อมูลไม่ถูกต้อง';
  }
}

function issuePath(error: FastifySchemaValidationError, context: string | undefined): string {
  const params = error.params as { missingProperty?: unknown; additionalProperty?: unknown };
  const extra = params.missingProperty ?? params.additionalProperty;
  const pointer = typeof extra === 'string' ? `${error.instancePath}/${extra}` : error.instancePath;
  return !context || context === 'body' ? pointer : `${context}${pointer}`;
}

/** The type a union's branch asks for: `…/anyOf/1/type`. */
const UNION_BRANCH_TYPE = /\/(?:anyOf|oneOf)\/\d+\/type$/;

/** The issues an answer lists, and how many more there were (`moreErrors`, when any). */
export interface ListedIssues {
  errors: ValidationIssue[];
  moreErrors?: number;
}

/** At most `max` of `issues`, the rest counted. */
export function listedIssues(
  issues: readonly ValidationIssue[],
  max: number = ERRORS_LISTED_MAX,
): ListedIssues {
  if (issues.length <= max) return { errors: [...issues] };
  return { errors: issues.slice(0, max), moreErrors: issues.length - max };
}

/**
 * Schema violations as `{ path, message }`, one per path: the first `max` paths listed, the others
 * only counted. `path` is a JSON pointer into the body (`/messages/0/text`); other request parts
 * are named first (`querystring/page`, `params/id`).
 */
export function listedValidationIssues(
  errors: FastifySchemaValidationError[],
  context?: string,
  max: number = ERRORS_LISTED_MAX,
): ListedIssues {
  const byPath = new Map<string, ValidationIssue>();
  const refusedText = new Set<string>();
  const unlisted = new Set<string>();
  const kept = withoutRefusedBranches(errors);
  const isUnionError = (error: FastifySchemaValidationError) =>
    error.keyword === 'anyOf' || error.keyword === 'oneOf';
  /** The union's verdict, or another branch's type (`null` of `{…} | null`). */
  const isUnionVerdict = (error: FastifySchemaValidationError) =>
    isUnionError(error) ||
    (error.keyword === 'type' && UNION_BRANCH_TYPE.test(error.schemaPath));
  // A value that took a union's object branch (`{…} | null`) is explained by that branch's errors
  // inside it: the union's verdict on the whole says less. (A constant left by
  // `withoutRefusedBranches` means no branch took it: the union's verdict stays.)
  const explainedInside = kept
    .filter((error) => !isUnionVerdict(error) && error.keyword !== 'const')
    .map((error) => issuePath(error, context));
  for (const error of kept) {
    const path = issuePath(error, context);
    if (isUnionVerdict(error) && explainedInside.some((inner) => inner.startsWith(`${path}/`))) {
      continue;
    }
    if (!byPath.has(path) && byPath.size >= max) {
      unlisted.add(path);
      continue;
    }
    if (refusedText.has(path)) continue;
    // Text that cannot be stored is refused whatever else is wrong there. A union reports each
    // failed branch, then itself: otherwise keep the union's verdict.
    const isRefusedText = error.keyword === STORABLE_TEXT_KEYWORD;
    const isUnion = isUnionError(error);
    if (isRefusedText) refusedText.add(path);
    if (!byPath.has(path) || isUnion || isRefusedText) {
      byPath.set(path, { path, message: issueText(error) });
    }
  }
  const listed: ListedIssues = { errors: [...byPath.values()] };
  if (unlisted.size > 0) listed.moreErrors = unlisted.size;
  return listed;
}

/** Every schema violation as `{ path, message }`, one per path (see `listedValidationIssues`). */
export function validationIssues(
  errors: FastifySchemaValidationError[],
  context?: string,
): ValidationIssue[] {
  return listedValidationIssues(errors, context, Infinity).errors;
}

/** Problems with the request itself (URL, body encoding), found before any schema runs. */
const REQUEST_PROBLEMS: Record<string, string> = {
  FST_ERR_BAD_URL: 'ที่อยู่ไม่ถูกต้อง',
  FST_ERR_CTP_INVALID_JSON_BODY: 'รูปแบบ JSON ไม่ถูกต้อง',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'ไม่พบข้อมูลที่ส่งมา',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'ไม่รองรับประเภทข้อมูลที่ส่งมา',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'ขนาดข้อมูลไม่ตรงกับที่ระบุ',
};

const STATUS_MESSAGES: Record<number, string> = {
  401: API_ERRORS.UNAUTHORIZED,
  403: API_ERRORS.FORBIDDEN,
  404: API_ERRORS.NOT_FOUND,
  408: API_ERRORS.REQUEST_TIMEOUT,
  409: API_ERRORS.CONFLICT,
  413: API_ERRORS.PAYLOAD_TOO_LARGE,
  429: API_ERRORS.TOO_MANY_REQUESTS,
  431: API_ERRORS.HEADERS_TOO_LARGE,
};

export interface ErrorReply {
  statusCode: number;
  body: ApiErrorBody;
}

/**
 * The answer for anything thrown while handling a request. Client mistakes keep their meaning
 * (4xx of the API conventions; any other 4xx becomes 400); everything else is a bare 500.
 */
export function toErrorReply(error: unknown): ErrorReply {
  if (error instanceof HttpError) {
    const body: ApiErrorBody = { message: error.message };
    if (error.errors) Object.assign(body, listedIssues(error.errors));
    return { statusCode: error.statusCode, body };
  }

  if (typeof error !== 'object' || error === null) {
    return { statusCode: 500, body: { message: API_ERRORS.INTERNAL_ERROR } };
  }
  const fastifyError = error as Partial<FastifyError>;
  if (fastifyError.validation) {
    return {
      statusCode: 400,
      body: {
        message: API_ERRORS.VALIDATION_ERROR,
        ...listedValidationIssues(fastifyError.validation, fastifyError.validationContext),
      },
    };
  }

  const statusCode = fastifyError.statusCode ?? 500;
  if (statusCode >= 500 || statusCode < 400) {
    return { statusCode: 500, body: { message: API_ERRORS.INTERNAL_ERROR } };
  }
  const message = STATUS_MESSAGES[statusCode];
  if (message) return { statusCode, body: { message } };

  const problem = (fastifyError.code && REQUEST_PROBLEMS[fastifyError.code]) ?? 'คำขอไม่ถูกต้อง';
  return {
    statusCode: 400,
    body: { message: API_ERRORS.VALIDATION_ERROR, errors: [{ path: '', message: problem }] },
  };
}

/** Node's `clientError` codes that are not a malformed request (400). */
const CLIENT_ERROR_STATUS: Record<string, number> = {
  HPE_HEADER_OVERFLOW: 431,
  ERR_HTTP_REQUEST_TIMEOUT: 408,
};

/**
 * The answer to a request Node's HTTP server refused (`clientError`): 431 when the request line
 * and headers are too large, 408 when they came too slowly, 400 for anything malformed.
 */
export function toClientErrorReply(error: { code?: string }): ErrorReply {
  const statusCode = CLIENT_ERROR_STATUS[error.code ?? ''] ?? 400;
  return toErrorReply({ statusCode, code: error.code });
}
