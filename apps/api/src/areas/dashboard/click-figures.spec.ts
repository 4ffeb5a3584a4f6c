import { clicksByUnit, clickTotals, mostClicked, type ClickFigure } from './click-figures';

const figure = (
  unitId: number,
  broadcastId: number,
  clicks: number,
  uniqueClicks = 0,
): ClickFigure => ({
  unitId,
  broadcastId,
  clicks,
  uniqueClicks,
});

describe('the month’s click figures', () => {
  const figures = [
    figure(1, 0, 50, 40),
    figure(1, 7, 30, 20),
    figure(2, 7, 5, 5),
    figure(2, 3, 35, 10),
    figure(3, 9, 12, 12),
    figure(3, 4, 12, 1),
  ];

  it('adds up the clicks, in all and by unit', () => {
    expect(clickTotals(figures)).toEqual({ clicks: 144, uniqueClicks: 88 });
    expect(clicksByUnit(figures)).toEqual(
      new Map([
        [1, 80],
        [2, 40],
        [3, 24],
      ]),
    );
  });

  it('ranks the broadcasts by clicks, the older first on a tie, leaving out clicks without one', () => {
    expect(mostClicked(figures, 3)).toEqual([
      { broadcastId: 3, clicks: 35, uniqueClicks: 10 },
      { broadcastId: 7, clicks: 35, uniqueClicks: 25 },
      { broadcastId: 4, clicks: 12, uniqueClicks: 1 },
    ]);
  });
});
