import { percentile, SteadyLoad, type LoadRequest } from './steady-load';

function answering(status: number, sent: string[]): LoadRequest {
  return {
    name: `answers ${status}`,
    expected: 200,
    send: () => {
      sent.push(`answers ${status}`);
      return Promise.resolve(new Response(null, { status }));
    },
  };
}

describe('SteadyLoad', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('starts the requests due by each tick, all of them when the tick comes late', async () => {
    let clock = 0;
    const sent: string[] = [];
    const load = new SteadyLoad([answering(200, sent)], 100, () => clock);
    clock = 100;
    jest.advanceTimersByTime(10);
    expect(sent).toHaveLength(10);
    // The event loop was busy for half a second: the next tick owes fifty requests.
    clock = 600;
    jest.advanceTimersByTime(10);
    expect(sent).toHaveLength(60);
    const report = await load.stop();
    expect(report).toMatchObject({ requests: 60, unexpected: 0, statuses: { 200: 60 } });
  });

  it('counts every answer other than the expected one, and the requests that got none', async () => {
    let clock = 0;
    const sent: string[] = [];
    const broken: LoadRequest = {
      name: 'no answer',
      expected: 200,
      send: () => Promise.reject(new Error('connection refused')),
    };
    const load = new SteadyLoad(
      [answering(200, sent), answering(502, sent), broken],
      30,
      () => clock,
    );
    clock = 100;
    jest.advanceTimersByTime(10);
    const report = await load.stop();
    expect(report.requests).toBe(3);
    expect(report.statuses).toEqual({ 0: 1, 200: 1, 502: 1 });
    expect(report.unexpected).toBe(2);
    expect([...report.unexpectedSample].sort()).toEqual([
      'answers 502 at 100 ms: 502',
      'no answer at 100 ms: connection refused',
    ]);
  });

  it("gives each request's own 95th percentile", async () => {
    let clock = 0;
    let answerSlow!: () => void;
    const ok = new Response(null, { status: 200 });
    const fast: LoadRequest = { name: 'fast', expected: 200, send: async () => ok.clone() };
    const slow: LoadRequest = {
      name: 'slow',
      expected: 200,
      send: () => new Promise((resolve) => (answerSlow = () => resolve(ok.clone()))),
    };
    const load = new SteadyLoad([fast, slow], 20, () => clock);
    clock = 100;
    await jest.advanceTimersByTimeAsync(10);
    clock = 350;
    answerSlow();
    const report = await load.stop();
    expect(report.p95MsByName).toEqual({ fast: 0, slow: 250 });
  });
});

describe('percentile', () => {
  it('answers the nearest rank', () => {
    const sorted = Array.from({ length: 100 }, (_, i) => i + 1);
    expect(percentile(sorted, 95)).toBe(95);
    expect(percentile(sorted, 99)).toBe(99);
    expect(percentile([7], 99)).toBe(7);
    expect(percentile([], 95)).toBe(0);
  });
});
