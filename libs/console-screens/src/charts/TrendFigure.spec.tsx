import { screen, within } from '@testing-library/react';
import { composeStories } from '@storybook/react-vite';
import { axeViolations } from '@hbc/ui/testing';
import { show } from '../testing/spec-helpers';
import { chartDrawn, drawnLabels, tableRowsOf } from './chart-testing';
import * as stories from './TrendFigure.stories';

const { ClicksOfAWeek, OneLine } = composeStories(stories);

const figure = (name: string) => screen.getByRole('figure', { name });
const tableRows = (name: string) => tableRowsOf(within(figure(name)).getByRole('table', { name }));

describe('TrendFigure', () => {
  it('gives each day’s numbers of each line as a table, with thousands separators', async () => {
    show(<ClicksOfAWeek />);
    const rows = tableRows('คลิกรายวัน');
    expect(rows[0]).toEqual(['วันที่', 'คลิก', 'คลิกไม่ซ้ำ']);
    expect(rows[3]).toEqual(['18/11/2569', '1,480', '1,205']);
    expect(rows).toHaveLength(8);
    await chartDrawn(figure('คลิกรายวัน'));
  });

  it('names its lines in a legend and counts with thousands separators on its axis', async () => {
    show(<ClicksOfAWeek />);
    await chartDrawn(figure('คลิกรายวัน'));
    // jsdom lays nothing out: how many days fit along the axis is the browser's to say.
    expect(drawnLabels(figure('คลิกรายวัน'))).toEqual(
      expect.arrayContaining(['คลิก', 'คลิกไม่ซ้ำ', '1,500']),
    );
  });

  it('draws a single line without a legend', async () => {
    show(<OneLine />);
    expect(tableRows('ผู้ติดตาม')[7]).toEqual(['22/11/2569', '10,402']);
    await chartDrawn(figure('ผู้ติดตาม'));
    expect(figure('ผู้ติดตาม').querySelector('.MuiChartsLegend-root')).toBeNull();
  });

  it('holds no axe violations', async () => {
    show(<ClicksOfAWeek />);
    await chartDrawn(figure('คลิกรายวัน'));
    expect(await axeViolations(document.body, { skip: ['region'] })).toEqual([]);
  });
});
