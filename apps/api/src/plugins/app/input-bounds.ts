import type { ValidationIssue } from '@hbc/contracts';
import fp from 'fastify-plugin';
import { badRequest } from '../../http-errors';
import { isContainer, walkRequestData } from '../../schemas/json-walk';

/**
 * Most keys one object of a request may hold: no form has nearly as many fields, and free-form
 * data (a LINE message) nests small objects. Schema validation reports every unknown key, so an
 * object of 75,000 keys would cost as many error objects before its answer (architecture §5).
 */
export const OBJECT_KEYS_MAX = 1_000;

/** Deepest a request's data may nest: a LINE message nests a few levels; checks walk it all. */
export const NESTING_MAX = 64;

const count = (limit: number) => limit.toLocaleString('th-TH');

/**
 * The first object of `data` (below `path`) with more than `OBJECT_KEYS_MAX` keys or nested
 * deeper than `NESTING_MAX`, as an issue.
 */
export function oversizedInput(data: unknown, path = ''): ValidationIssue | undefined {
  let issue: ValidationIssue | undefined;
  walkRequestData(data, path, (value, at, depth) => {
    // A raw body (the LINE webhook's, a Buffer, checked against its signature) is no parsed data.
    if (!isContainer(value)) return false;
    if (depth >= NESTING_MAX) {
      issue = { path: at, message: `ข้อมูลซ้อนกันเกิน ${count(NESTING_MAX)} ชั้น` };
    } else if (!Array.isArray(value) && Object.keys(value).length > OBJECT_KEYS_MAX) {
      issue = { path: at, message: `มีข้อมูลเกิน ${count(OBJECT_KEYS_MAX)} รายการ` };
    }
    return issue !== undefined;
  });
  return issue;
}

/** Refuses (400) a body or query string of too many keys or too deep, before validation. */
export default fp(
  async (app) => {
    app.addHook('preValidation', async (request) => {
      const issue = oversizedInput(request.body) ?? oversizedInput(request.query, 'querystring');
      if (issue) throw badRequest([issue]);
    });
  },
  { name: 'input-bounds' },
);
