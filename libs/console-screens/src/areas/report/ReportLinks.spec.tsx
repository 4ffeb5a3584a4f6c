import { screen, within } from '@testing-library/react';
import { composeStories } from '@storybook/react-vite';
import { axeViolations } from '@hbc/ui/testing';
import { show } from '../../testing/spec-helpers';
import { chartDrawn, drawnLabels, tableRowsOf } from '../../charts/chart-testing';
import * as stories from './ReportLinks.stories';

const { TwoLinks, NoLinks } = composeStories(stories);

const chart = () => screen.getByRole('figure', { name: 'คลิกตามลิงก์' });

describe('ReportLinks', () => {
  it('lists each link: name, short link, destination, clicks, unique clicks, rate and visits not counted', async () => {
    show(<TwoLinks />);
    expect(tableRowsOf(screen.getByRole('table', { name: 'ลิงก์ติดตามในบรอดแคสต์' }))).toEqual([
      ['ชื่อลิงก์', 'ลิงก์สั้น', 'ปลายทาง', 'คลิก', 'คลิกไม่ซ้ำ', 'อัตราการคลิก', 'ไม่นับเป็นคลิก'],
      [
        'ลงทะเบียนฉีดวัคซีน',
        'http://localhost:3000/t/Vx7kP2qA',
        'https://vaccine.example.go.th/register',
        '300',
        '260',
        '21.67%',
        '1,299',
      ],
      [
        'แผนที่โรงพยาบาล',
        'http://localhost:3000/t/Mp3nQ8rT',
        'https://maps.example.com/ban-nong-bua',
        '40',
        '40',
        '3.33%',
        '8',
      ],
    ]);
    expect(
      screen.getByRole('link', { name: 'https://vaccine.example.go.th/register' }),
    ).toHaveAttribute('target', '_blank');
    await chartDrawn(chart());
  });

  it('charts the clicks of each link beside the table, without a second table', async () => {
    show(<TwoLinks />);
    expect(within(chart()).queryByRole('table')).not.toBeInTheDocument();
    await chartDrawn(chart());
    expect(drawnLabels(chart())).toEqual(
      expect.arrayContaining(['ลงทะเบียนฉีดวัคซีน', 'แผนที่โรงพยาบาล', 'คลิก', 'คลิกไม่ซ้ำ']),
    );
  });

  it('says when the broadcast carried no tracking link', () => {
    show(<NoLinks />);
    expect(screen.getByText('บรอดแคสต์นี้ไม่มีลิงก์ติดตาม')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('holds no axe violations', async () => {
    show(<TwoLinks />);
    await chartDrawn(chart());
    expect(await axeViolations(document.body, { skip: ['region'] })).toEqual([]);
  });
});
