import type { FieldIssue } from '@hbc/message-model';

/** The first message for exactly this path, if any. */
export function issueAt(issues: readonly FieldIssue[], path: string): string | undefined {
  return issues.find((issue) => issue.path === path)?.message;
}

/** Issues under `prefix` (e.g. `contents[2]`), with that prefix and its dot removed from their paths. */
export function issuesUnder(issues: readonly FieldIssue[], prefix: string): FieldIssue[] {
  const start = `${prefix}.`;
  return issues
    .filter((issue) => issue.path.startsWith(start))
    .map((issue) => ({ path: issue.path.slice(start.length), message: issue.message }));
}
