import type { ValidationIssue } from '@hbc/contracts';

/** A field's name in one spelling: `names[0].first` and `names.0.first` are the same field. */
export function fieldKey(name: string): string {
  return name.replace(/\[(\d+)\]/g, '.$1').replace(/^\./, '');
}

/** The field a JSON pointer of the API names: '/names/0/first' is 'names.0.first'; '' is none. */
export function pointerToField(pointer: string): string {
  return pointer
    .split('/')
    .slice(1)
    .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'))
    .join('.');
}

export interface SortedIssues {
  /** The first message for each field shown on the form. */
  fields: Record<string, string>;
  /** Messages no field shows (a toast says them), each once. */
  unmatched: string[];
}

/**
 * Puts each issue of the API's 400 or 409 on the field shown for its path (or for the nearest
 * path above it: `/logo/url` on a field `logo`); the rest are left for a toast.
 * `fieldOfPath` names the field when the body's names differ from the form's.
 */
export function sortIssues(
  issues: readonly ValidationIssue[],
  isShown: (field: string) => boolean,
  fieldOfPath?: (pointer: string) => string | undefined,
): SortedIssues {
  const fields: Record<string, string> = {};
  const unmatched: string[] = [];
  for (const issue of issues) {
    let parts = fieldKey(fieldOfPath?.(issue.path) ?? pointerToField(issue.path)).split('.');
    let field: string | undefined;
    while (parts.length > 0 && parts[0] !== '') {
      const candidate = parts.join('.');
      if (isShown(candidate)) {
        field = candidate;
        break;
      }
      parts = parts.slice(0, -1);
    }
    if (field !== undefined) fields[field] ??= issue.message;
    else if (!unmatched.includes(issue.message)) unmatched.push(issue.message);
  }
  return { fields, unmatched };
}
