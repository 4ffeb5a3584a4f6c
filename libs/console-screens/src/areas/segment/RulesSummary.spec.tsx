import { screen, within } from '@testing-library/react';
import { composeStories } from '@storybook/react-vite';
import { show } from '../../testing/spec-helpers';
import * as stories from './RulesSummary.stories';

const { EveryKind, AnyOfOpenRanges } = composeStories(stories);

const lines = () =>
  within(screen.getByRole('list'))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe('RulesSummary', () => {
  it('says each condition in Thai, days in the Buddhist era', () => {
    show(<EveryKind />);
    expect(screen.getByText('ผู้รับต้องตรงทุกเงื่อนไข')).toBeInTheDocument();
    expect(lines()).toEqual([
      'อายุ 60 ปีขึ้นไป',
      'เพศ: ชาย, หญิง',
      'จังหวัด: ขอนแก่น, มหาสารคาม',
      'มีแท็กใดแท็กหนึ่ง: เบาหวาน, ความดันโลหิตสูง',
      'เริ่มติดตามระหว่างวันที่ 01/01/2569 ถึง 30/06/2569',
      'อยู่ในรายการเลขประจำตัวประชาชนที่อัปโหลด',
    ]);
  });

  it('says open ends, any one of the conditions, and a province by its code', () => {
    show(<AnyOfOpenRanges />);
    expect(screen.getByText('ผู้รับต้องตรงอย่างน้อยหนึ่งเงื่อนไข')).toBeInTheDocument();
    expect(lines()).toEqual([
      'อายุไม่เกิน 14 ปี',
      'อายุ 15–24 ปี',
      'เริ่มติดตามตั้งแต่วันที่ 01/10/2569',
      'เริ่มติดตามถึงวันที่ 31/12/2568',
      'จังหวัด: จังหวัดรหัส 41',
      'มีครบทุกแท็ก: ตั้งครรภ์, ครรภ์แรก',
    ]);
  });

  it('says a segment without conditions reaches every follower of the unit', () => {
    show(<EveryKind rules={{ match: 'ALL', conditions: [] }} />);
    expect(screen.getByText('ผู้ติดตามทั้งหมดของหน่วยบริการ')).toBeInTheDocument();
  });
});
