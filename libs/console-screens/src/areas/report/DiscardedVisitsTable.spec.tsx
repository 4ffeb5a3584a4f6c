import { screen } from '@testing-library/react';
import { composeStories } from '@storybook/react-vite';
import { axeViolations } from '@hbc/ui/testing';
import { show } from '../../testing/spec-helpers';
import { tableRowsOf } from '../../charts/chart-testing';
import * as stories from './DiscardedVisitsTable.stories';

const { Vaccine, NoneDiscarded } = composeStories(stories);

const table = () => screen.getByRole('table', { name: 'การเข้าชมที่ไม่นับเป็นคลิก' });

describe('DiscardedVisitsTable', () => {
  it('gives each reason a visit was not counted as a click, with the total', () => {
    show(<Vaccine />);
    expect(tableRowsOf(table())).toEqual([
      ['เหตุผลที่ไม่นับ', 'จำนวน'],
      ['ระบบแสดงตัวอย่างลิงก์', '14'],
      ['โปรแกรมค้นหา/บอต', '3'],
      ['การโหลดล่วงหน้า', '5'],
      ['โปรแกรมอัตโนมัติ (ไม่ใช่เบราว์เซอร์)', '1,240'],
      ['คลิกซ้ำจากที่อยู่เดียวกันภายใน 1 นาที', '45'],
      ['รวม', '1,307'],
    ]);
  });

  it('says what counts as a click', () => {
    show(<NoneDiscarded />);
    expect(
      screen.getByText('นับเป็นคลิกเฉพาะการเปิดลิงก์จากเบราว์เซอร์ และนับ 1 คลิกต่อที่อยู่ต่อลิงก์ในแต่ละนาที'),
    ).toBeInTheDocument();
    expect(tableRowsOf(table()).at(-1)).toEqual(['รวม', '0']);
  });

  it('holds no axe violations', async () => {
    show(<Vaccine />);
    expect(await axeViolations(document.body, { skip: ['region'] })).toEqual([]);
  });
});
