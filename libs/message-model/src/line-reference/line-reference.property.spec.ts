/** @jest-environment node */
import fc from 'fast-check';
import { validateCustomJson, validateCustomObject } from '../custom';
import { checkForLine } from '../line-check';
import type { ComposerMessage, FieldIssue } from '../types';
import { flexContainer, messageLike, messageLikeNode } from '../fixtures/line-arbitraries';

function isIssueList(issues: unknown): issues is FieldIssue[] {
  return (
    Array.isArray(issues) &&
    issues.every(
      (issue: FieldIssue) => typeof issue.path === 'string' && typeof issue.message === 'string',
    )
  );
}

describe('custom message rules over any JSON', () => {
  it('never throw and always answer a list of issues', () => {
    fc.assert(
      fc.property(fc.oneof(fc.jsonValue(), messageLikeNode, messageLike), (value) => {
        expect(isIssueList(validateCustomObject(value, ''))).toBe(true);
        expect(isIssueList(validateCustomObject(value))).toBe(true);
      }),
      { numRuns: 500 },
    );
    fc.assert(
      fc.property(fc.oneof(fc.json(), fc.string()), (json) => {
        expect(isIssueList(validateCustomJson(json))).toBe(true);
      }),
    );
  });
});

describe('custom message rules over valid Flex messages', () => {
  it('accept every generated bubble and carousel, in the editor and at save', () => {
    fc.assert(
      fc.property(flexContainer, (contents) => {
        const message = { type: 'flex', altText: 'ข่าว', contents };
        expect(validateCustomObject(message, '')).toEqual([]);
        expect(checkForLine([message as ComposerMessage]).ok).toBe(true);
      }),
      { numRuns: 300 },
    );
  });
});
