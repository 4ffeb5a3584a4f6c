import { screen } from '@testing-library/react';
import { composeStories } from '@storybook/react-vite';
import { show } from '../../testing/spec-helpers';
import * as stories from './AggregationBudgetNote.stories';

const { NamesLeft, Spent } = composeStories(stories);

describe('AggregationBudgetNote', () => {
  it('says how many of the month’s 1,000 names are used, and by what', () => {
    show(<NamesLeft />);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('หน่วยนับสถิติจาก LINE เดือนนี้');
    expect(alert).toHaveTextContent('ใช้แล้ว 312 / 1,000 ชื่อ (ของบรอดแคสต์ 40 ของหน่วยบริการ 272)');
    expect(alert).not.toHaveTextContent('ใช้ครบแล้ว');
  });

  it('says once spent that sending goes on without LINE’s figures', () => {
    show(<Spent />);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'ชื่อหน่วยนับสถิติของ LINE เดือนนี้ใช้ครบแล้ว: ส่งได้ตามปกติ แต่การส่งที่เริ่มหลังจากนี้จะไม่มีสถิติจาก LINE (เปิดอ่าน คลิก) จนถึงเดือนหน้า',
    );
  });
});
