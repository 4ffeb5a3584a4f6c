import {
  ACTIVITY_LOG_MESSAGES,
  isDayText,
  type ActivityLogCursor,
  type ActivityLogFilters,
  type ValidationIssue,
} from '@hbc/contracts';
import type { FastifyRequest } from 'fastify';
import { badRequest } from '../../http-errors';

/** What the activity log's list and export are asked for, past their schemas. */
export interface ActivityLogCriteriaBody {
  filters?: Partial<ActivityLogFilters>;
  after?: ActivityLogCursor;
}

const MALFORMED = 'รูปแบบข้อมูลไม่ถูกต้อง';

/**
 * What the schemas let through but the log cannot take: a day that does not exist (31 February,
 * year 0), `from` after `to`, a cursor PostgreSQL could not read. Each at its path, in Thai.
 */
export function activityLogCriteriaIssues(body: ActivityLogCriteriaBody): ValidationIssue[] {
  const issues: ValidationIssue[] = [];
  const { from, to } = body.filters ?? {};
  for (const [key, day] of [
    ['from', from],
    ['to', to],
  ] as const) {
    if (day !== undefined && !isDayText(day)) {
      issues.push({ path: `/filters/${key}`, message: ACTIVITY_LOG_MESSAGES.badDate });
    }
  }
  if (issues.length === 0 && from !== undefined && to !== undefined && from > to) {
    issues.push({ path: '/filters/to', message: ACTIVITY_LOG_MESSAGES.rangeReversed });
  }
  if (body.after) {
    if (
      !isDayText(body.after.createdAt.slice(0, 10)) ||
      Number.isNaN(Date.parse(body.after.createdAt))
    ) {
      issues.push({ path: '/after/createdAt', message: MALFORMED });
    }
    if (!Number.isSafeInteger(body.after.id)) {
      issues.push({ path: '/after/id', message: MALFORMED });
    }
  }
  return issues;
}

/** preHandler of the list and the export: 400 naming each of `activityLogCriteriaIssues`. */
export async function checkActivityLogCriteria(request: FastifyRequest): Promise<void> {
  const issues = activityLogCriteriaIssues(request.body as ActivityLogCriteriaBody);
  if (issues.length > 0) throw badRequest(issues);
}
