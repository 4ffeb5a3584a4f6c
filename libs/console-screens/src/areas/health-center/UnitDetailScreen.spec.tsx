import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { composeStories } from '@storybook/react-vite';
import { clearProfile } from '@hbc/api-clients';
import { StoryShell } from '@hbc/ui';
import { axeViolations } from '@hbc/ui/testing';
import type { ReactElement } from 'react';
import * as stories from './UnitDetailScreen.stories';
import { currentFakeApi } from './unit-detail-fixtures';

const {
  AdminLv1OwnUnit,
  AdminLv2NoBroadcasts,
  AdminLv3IgnoresId,
  SuperAdminUnit,
  SuperAdminNoUnit,
  SuperAdminUnknownUnit,
  Loading,
  FailsThenRetries,
} = composeStories(stories);

afterEach(clearProfile);

function show(story: ReactElement) {
  render(<StoryShell>{story}</StoryShell>);
}

/** The value shown under a fact's label. */
function fact(label: string): string | null {
  const term = screen.getByText(label, { selector: 'dt' });
  return term.nextElementSibling?.textContent ?? null;
}

const unitHeading = () => screen.findByRole('heading', { level: 2, name: /โรงพยาบาล|สำนักงาน/ });

describe('UnitDetailScreen', () => {
  it("shows LV1 their own unit's profile and counts", async () => {
    show(<AdminLv1OwnUnit />);

    expect(screen.getByRole('heading', { level: 1, name: 'ข้อมูลหน่วยบริการ' })).toBeInTheDocument();
    expect(await unitHeading()).toHaveTextContent('โรงพยาบาลบ้านหนองบัว');
    expect(screen.getByRole('img', { name: 'ตราสัญลักษณ์ โรงพยาบาลบ้านหนองบัว' })).toBeInTheDocument();
    expect(fact('รหัสหน่วยบริการ')).toBe('10954');
    expect(fact('ประเภทหน่วยบริการ')).toBe('โรงพยาบาลชุมชน');
    expect(fact('จังหวัด')).toBe('ขอนแก่น');
    expect(fact('เขตสุขภาพ')).toBe('เขตสุขภาพที่ 7');
    expect(fact('เจ้าหน้าที่')).toBe('6 คน');
    expect(fact('ประชาชนที่ลงทะเบียน')).toBe('12,480 คน');
    expect(screen.getByText('เปิดใช้งาน')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'เส้นทางหน้า' })).not.toBeInTheDocument();
    expect(document.title).toBe('ข้อมูลหน่วยบริการ | ระบบจัดการข้อความ LINE หน่วยบริการสุขภาพ');
    expect(currentFakeApi().requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      'GET /api/health-center/unit/own',
    ]);
    expect(currentFakeApi().requests[0]?.authorization).toBe('Bearer sample-access-token');
  });

  it('lists the recent broadcasts with Thai status and Buddhist-era time', async () => {
    show(<AdminLv1OwnUnit />);

    const table = await screen.findByRole('table', { name: 'บรอดแคสต์ล่าสุด' });
    const rows = within(table)
      .getAllByRole<HTMLTableRowElement>('row')
      .map((row) => Array.from(row.cells, (cell) => cell.textContent));
    expect(rows).toEqual([
      ['ชื่อบรอดแคสต์', 'สถานะ', 'สร้างเมื่อ'],
      ['ชวนตรวจคัดกรองเบาหวานประจำปี', 'ส่งแล้ว', '20/11/2569 09:30'],
      ['นัดฉีดวัคซีนไข้หวัดใหญ่', 'ตั้งเวลาส่ง', '18/11/2569 16:15'],
    ]);
  });

  it("says 'ยังไม่มีบรอดแคสต์' and shows a placeholder for a unit without logo or broadcasts", async () => {
    show(<AdminLv2NoBroadcasts />);

    expect(await unitHeading()).toHaveTextContent('โรงพยาบาลส่งเสริมสุขภาพตำบลบ้านโคก');
    expect(screen.getByRole('img', { name: 'ยังไม่มีตราสัญลักษณ์' })).toBeInTheDocument();
    expect(fact('ประเภทหน่วยบริการ')).toBe('โรงพยาบาลส่งเสริมสุขภาพตำบล');
    expect(fact('ประชาชนที่ลงทะเบียน')).toBe('0 คน');
    expect(screen.getByText('ยังไม่มีบรอดแคสต์')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('shows LV3 their own unit even when the address names another', async () => {
    show(<AdminLv3IgnoresId />);

    expect(await unitHeading()).toHaveTextContent('โรงพยาบาลบ้านหนองบัว');
    expect(currentFakeApi().requests.map((r) => r.path)).toEqual(['/api/health-center/unit/own']);
  });

  it('shows Super Admin the unit of ?id=, with breadcrumbs back to the unit list', async () => {
    const user = userEvent.setup();
    show(<SuperAdminUnit />);

    expect(await unitHeading()).toHaveTextContent('สำนักงานสาธารณสุขจังหวัดขอนแก่น');
    expect(fact('ประเภทหน่วยบริการ')).toBe('สำนักงานสาธารณสุขจังหวัด');
    expect(screen.getByText('ปิดใช้งาน')).toBeInTheDocument();
    expect(currentFakeApi().requests.map((r) => r.path)).toEqual(['/api/health-center/unit/12']);
    expect(screen.getByRole('navigation', { name: 'เส้นทางหน้า' })).toHaveTextContent(
      'เขตสุขภาพ/รายชื่อจังหวัด/รายชื่อหน่วยบริการ/ข้อมูลหน่วยบริการ',
    );

    await user.click(screen.getByRole('button', { name: 'รายชื่อหน่วยบริการ' }));
    expect(screen.getByText('หน้าปัจจุบัน: /health-center/unit')).toBeInTheDocument();
  });

  it('points Super Admin without ?id= to the unit list, asking the API nothing', async () => {
    const user = userEvent.setup();
    show(<SuperAdminNoUnit />);

    expect(screen.getByText('ยังไม่ได้เลือกหน่วยบริการ')).toBeInTheDocument();
    expect(screen.getByText('เลือกหน่วยบริการจากรายชื่อหน่วยบริการเพื่อดูข้อมูล')).toBeInTheDocument();
    expect(currentFakeApi().requests).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'ไปที่รายชื่อหน่วยบริการ' }));
    expect(screen.getByText('หน้าปัจจุบัน: /health-center/unit')).toBeInTheDocument();
  });

  it('says a unit that does not exist was not found', async () => {
    show(<SuperAdminUnknownUnit />);

    expect(await screen.findByText('ไม่พบหน่วยบริการนี้')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'ไปที่รายชื่อหน่วยบริการ' })).toBeInTheDocument();
  });

  it('shows the loading state until the unit arrives', () => {
    show(<Loading />);

    expect(screen.getByRole('heading', { level: 1, name: 'ข้อมูลหน่วยบริการ' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('กำลังโหลด...');
  });

  it.each([
    ['a unit with its broadcasts', AdminLv1OwnUnit],
    ['a unit without logo or broadcasts', AdminLv2NoBroadcasts],
    ["Super Admin's unit", SuperAdminUnit],
  ])('holds no axe violations: %s', async (_name, Story) => {
    show(<Story />);
    await unitHeading();
    const page = screen.getByRole('region', { name: 'ข้อมูลหน่วยบริการ' });
    expect(await axeViolations(page, { skip: ['region'] })).toEqual([]);
  });

  it("says loading failed and loads again on 'ลองใหม่'", async () => {
    const user = userEvent.setup();
    show(<FailsThenRetries />);

    expect(await screen.findByText('โหลดข้อมูลหน่วยบริการไม่สำเร็จ')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'ลองใหม่' }));

    expect(await unitHeading()).toHaveTextContent('โรงพยาบาลบ้านหนองบัว');
    expect(currentFakeApi().requests).toHaveLength(2);
  });
});
