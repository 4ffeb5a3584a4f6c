import { screen, within } from '@testing-library/react';
import { composeStories } from '@storybook/react-vite';
import { axeViolations } from '@hbc/ui/testing';
import { show } from '../testing/spec-helpers';
import { chartDrawn, drawnLabels, tableRowsOf } from './chart-testing';
import * as stories from './BarFigure.stories';

const { Regions, BesideATable } = composeStories(stories);

const figure = () => screen.getByRole('figure', { name: 'ตามเขตสุขภาพ' });

describe('BarFigure', () => {
  it('gives each region’s counts as a table, with thousands separators', async () => {
    show(<Regions />);
    expect(tableRowsOf(within(figure()).getByRole('table', { name: 'ตามเขตสุขภาพ' }))).toEqual([
      ['เขตสุขภาพ', 'ผู้ติดตาม', 'คลิก'],
      ['เขตสุขภาพที่ 7', '125,400', '4,210'],
      ['เขตสุขภาพที่ 8', '98,210', '2,980'],
      ['เขตสุขภาพที่ 9', '143,005', '5,102'],
      ['เขตสุขภาพที่ 10', '77,120', '1,877'],
    ]);
    await chartDrawn(figure());
  });

  it('draws the regions along its axis and names both counts in its legend', async () => {
    show(<Regions />);
    await chartDrawn(figure());
    expect(drawnLabels(figure())).toEqual(
      expect.arrayContaining(['เขตสุขภาพที่ 7', 'เขตสุขภาพที่ 10', 'ผู้ติดตาม', 'คลิก']),
    );
  });

  it('adds no table beside one on screen', async () => {
    show(<BesideATable />);
    expect(within(figure()).queryByRole('table')).not.toBeInTheDocument();
    await chartDrawn(figure());
  });

  it('holds no axe violations', async () => {
    show(<Regions />);
    await chartDrawn(figure());
    expect(await axeViolations(document.body, { skip: ['region'] })).toEqual([]);
  });
});
