import { describeWaits, statementHead, waitProfile, type SessionSample } from './database-waits';

const session = (
  pid: number,
  state: string | null,
  waitEventType: string | null = null,
  waitEvent: string | null = null,
  query = 'select 1',
): SessionSample => ({ pid, state, waitEventType, waitEvent, query });

describe('the profile of what the database sessions did', () => {
  it('averages sessions over the samples and shares the active ones by what they waited on', () => {
    const update = 'update line_rate_window\n   set used = used + 1 where second = $1';
    const profile = waitProfile([
      [
        session(1, 'active', null, null, update),
        session(2, 'active', 'Lock', 'transactionid', update),
        session(3, 'idle'),
      ],
      [
        session(1, 'active', 'LWLock', 'WALWrite', 'commit'),
        session(2, 'idle in transaction', 'Client', 'ClientRead'),
        session(3, 'active', null, null, update),
      ],
    ]);
    expect(profile).toMatchObject({
      samples: 2,
      connected: 3,
      active: 2,
      idleInTransaction: 0.5,
      activeOn: [
        { on: 'CPU', share: 0.5 },
        { on: 'Lock:transactionid', share: 0.25 },
        { on: 'LWLock:WALWrite', share: 0.25 },
      ],
    });
    expect(describeWaits(profile)).toBe(
      '2.0 active, 0.5 idle in transaction, of 3 connected (active on: CPU 50%, Lock:transactionid 25%, LWLock:WALWrite 25%); most seen: 50% "update line_rate_window set used = used + 1 where second = $1" on CPU; 25% "update line_rate_window set used = used + 1 where second = $1" on Lock:transactionid; 25% "commit" on LWLock:WALWrite',
    );
  });

  it('names a statement by its first words, without its comments', () => {
    expect(
      statementHead('with done as ( -- the batch ends\n  update x /* once */ set y = 1)'),
    ).toBe('with done as ( update x set y = 1)');
  });

  it('cuts a long statement to its first words', () => {
    expect(statementHead(`select ${'x, '.repeat(40)}y`)).toHaveLength(91);
    expect(statementHead(`select ${'x, '.repeat(40)}y`)).toMatch(/^select x, x, .*…$/);
  });

  it('says nothing was active when no sample saw a session', () => {
    expect(describeWaits(waitProfile([]))).toBe(
      '0.0 active, 0.0 idle in transaction, of 0 connected',
    );
  });
});
