import { describeEachDatabase } from '../../test/test-app';
import { takeTurn } from './periodic-turn';

describeEachDatabase('the turn of a periodic work', (ctx) => {
  it('goes to one of the processes asking within its period, then again after it', async () => {
    const day = 24 * 60 * 60 * 1000;
    const at = new Date('2026-12-01T03:00:00.000Z');
    const later = (ms: number) => new Date(at.getTime() + ms);

    const together = await Promise.all([
      takeTurn(ctx.app.db, 'forget-test', at, day),
      takeTurn(ctx.app.db, 'forget-test', at, day),
    ]);
    expect(together.sort()).toEqual([false, true]);
    // A process started again within the day leaves it.
    expect(await takeTurn(ctx.app.db, 'forget-test', later(day - 1), day)).toBe(false);
    expect(await takeTurn(ctx.app.db, 'forget-test', later(day), day)).toBe(true);
  });
});
