import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { composeStories } from '@storybook/react-vite';
import { clearProfile } from '@hbc/api-clients';
import { axeViolations } from '@hbc/ui/testing';
import { address, show } from '../../testing/spec-helpers';
import { tableRowsOf } from '../../charts/chart-testing';
import * as stories from './BroadcastReportView.stories';

const {
  Vaccine,
  Capped,
  BySuperAdmin,
  FewRecipients,
  NotYetFromLine,
  HealthUnitMonth,
  WithoutAggregationUnit,
} = composeStories(stories);

afterEach(() => clearProfile());

const section = (name: string) => screen.getByRole('region', { name });
const cardsOf = (name: string) =>
  within(section(name))
    .getAllByRole('group')
    .map((card) => card.textContent);

/** Waits for both charts (links, clicks over time) to be drawn. */
async function chartsDrawn() {
  await waitFor(() =>
    expect(document.querySelectorAll('.MuiChartsAxis-root').length).toBeGreaterThanOrEqual(2),
  );
}

describe('BroadcastReportView', () => {
  it('says where and when the broadcast went out', async () => {
    show(<Vaccine />);
    const facts = Array.from(document.querySelectorAll('dt')).map(
      (term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`,
    );
    expect(facts).toEqual([
      'หน่วยบริการ: โรงพยาบาลบ้านหนองบัว',
      'จังหวัด / เขตสุขภาพ: ขอนแก่น / เขตสุขภาพที่ 7',
      'เริ่มส่ง: 20/11/2569 09:00',
      'ส่งเสร็จ: 20/11/2569 10:00',
    ]);
    await chartsDrawn();
  });

  it('counts what was sent, what LINE saw and what was clicked', async () => {
    show(<Vaccine />);
    expect(cardsOf('การส่ง')).toEqual([
      'ผู้รับ1,200',
      'ตัด CID ที่ยกเว้นการส่ง12',
      'ส่งสำเร็จ1,200',
      'ส่งไม่สำเร็จ0',
    ]);
    expect(cardsOf('ข้อมูลจาก LINE')).toEqual([
      'LINE ส่งถึง1,180',
      'เปิดอ่าน (ไม่ซ้ำ)960',
      'คลิก (ไม่ซ้ำ)295',
      'เล่นวิดีโอ (ไม่ซ้ำ)0',
    ]);
    expect(
      within(section('ข้อมูลจาก LINE')).getByText('อ่านจาก LINE เมื่อ 21/11/2569 11:00'),
    ).toBeInTheDocument();
    expect(within(section('ข้อมูลจาก LINE')).getByText('สถิติจาก LINE ของการส่งนี้')).toBeInTheDocument();
    expect(cardsOf('ลิงก์ติดตาม')).toEqual([
      'คลิก340',
      'คลิกไม่ซ้ำ300',
      'อัตราการคลิก25.0%',
      'ไม่นับเป็นคลิก1,307',
    ]);
    expect(within(section('ลิงก์ติดตาม')).getByText('คลิก ณ 29/11/2569 09:45')).toBeInTheDocument();
    await chartsDrawn();
  });

  it('counts those the frequency cap held back beside the excluded, when there are any', async () => {
    show(<Capped />);
    expect(cardsOf('การส่ง')).toEqual([
      'ผู้รับ1,200',
      'ตัด CID ที่ยกเว้นการส่ง12',
      'ข้ามตามการจำกัดจำนวนครั้ง35',
      'ส่งสำเร็จ1,200',
      'ส่งไม่สำเร็จ0',
    ]);
    await chartsDrawn();
  });

  it('says "under 20" where LINE hides a figure of fewer than 20 users, never 0', async () => {
    show(<FewRecipients />);
    expect(cardsOf('ข้อมูลจาก LINE')).toEqual([
      'LINE ส่งถึง1,180',
      'เปิดอ่าน (ไม่ซ้ำ)น้อยกว่า 20',
      'คลิก (ไม่ซ้ำ)น้อยกว่า 20',
      'เล่นวิดีโอ (ไม่ซ้ำ)น้อยกว่า 20',
    ]);
    await chartsDrawn();
  });

  it('lists the links and charts the clicks day by day', async () => {
    show(<Vaccine />);
    expect(
      within(section('ลิงก์ติดตาม')).getByRole('table', { name: 'ลิงก์ติดตามในบรอดแคสต์' }),
    ).toBeInTheDocument();
    expect(
      tableRowsOf(
        within(section('ลิงก์ติดตาม')).getByRole('table', { name: 'การเข้าชมที่ไม่นับเป็นคลิก' }),
      ).slice(-2),
    ).toEqual([
      ['คลิกซ้ำจากที่อยู่เดียวกันภายใน 1 นาที', '45'],
      ['รวม', '1,307'],
    ]);
    const overTime = screen.getByRole('figure', { name: 'คลิกรายวัน' });
    expect(tableRowsOf(within(overTime).getByRole('table', { name: 'คลิกรายวัน' }))).toEqual([
      ['วันที่', 'คลิก', 'คลิกไม่ซ้ำ'],
      ['20/11/2569', '280', '250'],
      ['21/11/2569', '48', '40'],
      ['22/11/2569', '0', '0'],
      ['23/11/2569', '12', '10'],
    ]);
    await chartsDrawn();
  });

  it("says LINE's numbers are not available yet, and that nothing was clicked", () => {
    show(<NotYetFromLine />);
    expect(within(section('ข้อมูลจาก LINE')).getByText('LINE ยังไม่สรุปยอด')).toBeInTheDocument();
    expect(
      within(section('ข้อมูลจาก LINE')).getByText('ยังไม่มีข้อมูลจาก LINE (LINE สรุปข้อมูลหลังส่งประมาณ 1 วัน)'),
    ).toBeInTheDocument();
    expect(cardsOf('การส่ง')).toContain('ส่งไม่สำเร็จ200');
    expect(within(section('ลิงก์ติดตาม')).getByText('บรอดแคสต์นี้ไม่มีลิงก์ติดตาม')).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'การเข้าชมที่ไม่นับเป็นคลิก' })).not.toBeInTheDocument();
    expect(within(section('คลิกรายวัน')).getByText('ยังไม่มีการคลิก')).toBeInTheDocument();
  });

  it("leads an Admin LV1 to the broadcast's own page", async () => {
    const user = userEvent.setup();
    show(<Vaccine />);
    await chartsDrawn();
    await user.click(screen.getByRole('link', { name: 'ดูรายละเอียดบรอดแคสต์' }));
    expect(address()).toBe('/broadcast/detail?id=31');
  });

  it('offers Super Admin no way to the broadcast page, which is not theirs to open', async () => {
    show(<BySuperAdmin />);
    expect(screen.queryByRole('link', { name: 'ดูรายละเอียดบรอดแคสต์' })).not.toBeInTheDocument();
    expect(
      within(section('ประวัติการส่งรายผู้รับ')).getByRole('button', { name: 'ส่งออก' }),
    ).toBeInTheDocument();
    await chartsDrawn();
  });

  it('holds no axe violations', async () => {
    show(<Vaccine />);
    await chartsDrawn();
    expect(await axeViolations(document.body, { skip: ['region'] })).toEqual([]);
  });
  it('says when LINE’s figures sum the health unit’s broadcasts of the month', async () => {
    show(<HealthUnitMonth />);
    expect(
      within(section('ข้อมูลจาก LINE')).getByText(
        'สถิติจาก LINE รวมทุกการส่งของหน่วยบริการในเดือนพฤศจิกายน 2568',
      ),
    ).toBeInTheDocument();
    expect(cardsOf('ข้อมูลจาก LINE')).toContain('เปิดอ่าน (ไม่ซ้ำ)960');
    await chartsDrawn();
  });

  it('says why a broadcast sent once the month’s names were spent has no LINE figures', async () => {
    show(<WithoutAggregationUnit />);
    const alert = within(section('ข้อมูลจาก LINE')).getByRole('alert');
    expect(alert).toHaveTextContent('ไม่มีสถิติจาก LINE');
    expect(alert).toHaveTextContent('ชื่อหน่วยนับสถิติของ LINE เดือนนี้ใช้ครบแล้ว (ข้อความส่งถึงผู้รับตามปกติ)');
    await chartsDrawn();
  });
});
