import { stackEnvironment } from './stack';

const OPTIONS = { apiPort: 3300, sandboxPort: 3310, dataDir: '/tmp/hbc-stack-spec' };

describe('stackEnvironment', () => {
  const saved = process.env['NODE_ENV'];
  afterEach(() => {
    if (saved === undefined) delete process.env['NODE_ENV'];
    else process.env['NODE_ENV'] = saved;
  });

  it.each([
    ['unset', undefined],
    ['blank', ''],
  ])(
    'says development explicitly when NODE_ENV is %s (the API needs it for its development secret)',
    (_what, value) => {
      if (value === undefined) delete process.env['NODE_ENV'];
      else process.env['NODE_ENV'] = value;

      expect(stackEnvironment(OPTIONS)['NODE_ENV']).toBe('development');
    },
  );

  it('keeps the NODE_ENV it runs under (test under Jest, production when asked)', () => {
    process.env['NODE_ENV'] = 'production';

    expect(stackEnvironment(OPTIONS)['NODE_ENV']).toBe('production');
    expect(stackEnvironment({ ...OPTIONS, env: { NODE_ENV: 'test' } })['NODE_ENV']).toBe('test');
  });
});
