import type { FastifySchemaValidationError } from 'fastify';

/** A branch's `const` on one of its properties: `<union>/anyOf/<n>/properties/<key>/const`. */
const BRANCH_CONST = /^(.*\/(?:anyOf|oneOf))\/(\d+)\/properties\/([^/]+)\/const$/;

/**
 * A union of objects told apart by a property's constant (`kind: 'AGE' | 'SEX' | …`) reports
 * every branch's complaints: the branches of other kinds call each of the object's fields
 * unknown. When a branch's constant matched, only that branch's errors say what is wrong: the
 * errors of the branches whose constant refused the value are dropped, and so is the union's own.
 * When every branch refused it (a kind no branch has), only the union's error and the
 * constant's remain.
 */
export function withoutRefusedBranches(
  errors: readonly FastifySchemaValidationError[],
): FastifySchemaValidationError[] {
  /** Per union schema path: the branches whose constant refused the value. */
  const refused = new Map<string, Set<string>>();
  for (const error of errors) {
    const match = error.keyword === 'const' ? BRANCH_CONST.exec(error.schemaPath) : null;
    if (!match || !error.instancePath.endsWith(`/${match[3] ?? ''}`)) continue;
    const union = match[1] ?? '';
    refused.set(union, (refused.get(union) ?? new Set()).add(match[2] ?? ''));
  }
  if (refused.size === 0) return [...errors];

  /** Per union: every branch that reported an error (all of them, since the union failed). */
  const reported = new Map<string, Set<string>>();
  for (const error of errors) {
    for (const union of refused.keys()) {
      const branch = error.schemaPath.slice(union.length + 1).split('/')[0];
      if (error.schemaPath.startsWith(`${union}/`) && branch) {
        reported.set(union, (reported.get(union) ?? new Set()).add(branch));
      }
    }
  }

  return errors.filter((error) => {
    for (const [union, branches] of refused) {
      const someBranchMatched = [...(reported.get(union) ?? [])].some((b) => !branches.has(b));
      if (error.schemaPath === union) return !someBranchMatched;
      if (!error.schemaPath.startsWith(`${union}/`)) continue;
      const branch = error.schemaPath.slice(union.length + 1).split('/')[0] ?? '';
      if (!branches.has(branch)) continue;
      // A refused branch: nothing of it is kept, but the constant when no branch matched.
      return !someBranchMatched && BRANCH_CONST.test(error.schemaPath);
    }
    return true;
  });
}
