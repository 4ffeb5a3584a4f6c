/** @jest-environment node */
import { issueAt, issuesUnder } from './issues';

const issues = [
  { path: 'contents[1].image', message: 'a' },
  { path: 'contents[1].label', message: 'b' },
  { path: 'contents[10].image', message: 'c' },
  { path: 'contents', message: 'd' },
];

describe('issue lookup', () => {
  it('finds the message of an exact path', () => {
    expect(issueAt(issues, 'contents')).toBe('d');
    expect(issueAt(issues, 'contents[2].image')).toBeUndefined();
  });

  it('takes the issues under one item, relative to it', () => {
    expect(issuesUnder(issues, 'contents[1]')).toEqual([
      { path: 'image', message: 'a' },
      { path: 'label', message: 'b' },
    ]);
    expect(issuesUnder(issues, 'contents[10]')).toEqual([{ path: 'image', message: 'c' }]);
  });
});
