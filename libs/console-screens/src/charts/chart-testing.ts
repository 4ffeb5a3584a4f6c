import { waitFor } from '@testing-library/react';

/** Waits until the figure's chart has loaded and drawn its axes (its code loads on demand). */
export async function chartDrawn(figure: HTMLElement): Promise<void> {
  await waitFor(() => expect(figure.querySelector('.MuiChartsAxis-root')).not.toBeNull());
}

/** The labels a chart draws on its axes and in its legend. */
export function drawnLabels(figure: HTMLElement): string[] {
  return Array.from(
    figure.querySelectorAll('.MuiChartsAxis-tickLabel, .MuiChartsLegend-label'),
  ).map((label) => label.textContent ?? '');
}

/** The rows of a table, each row’s cell texts side by side. */
export function tableRowsOf(table: HTMLElement): string[][] {
  return Array.from(table.querySelectorAll('tr')).map((row) =>
    Array.from(row.querySelectorAll('th, td')).map((cell) => cell.textContent ?? ''),
  );
}
