import { lazy } from 'react';

/**
 * The charts, loaded on first show (render inside `ChartFigure`, whose placeholder waits for
 * them): a screen's numbers appear without waiting for MUI X Charts.
 */
export const LazyTrendChart = lazy(async () => ({
  default: (await import('./TrendChart')).TrendChart,
}));

export const LazyCountBarChart = lazy(async () => ({
  default: (await import('./CountBarChart')).CountBarChart,
}));
