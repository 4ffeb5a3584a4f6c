import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { composeStories } from '@storybook/react-vite';
import { clearProfile } from '@hbc/api-clients';
import { SEGMENT_MESSAGES } from '@hbc/contracts';
import { axeViolations } from '@hbc/ui/testing';
import { formatCount } from '../../formatting/format-count';
import { currentFakeApi } from '../health-center/unit-detail-fixtures';
import { address, bodiesOf, dismissToasts, show, toastTexts } from '../../testing/spec-helpers';
import { countOf, ELDERLY_DIABETIC } from './segment-fixtures';
import * as stories from './SegmentDetailScreen.stories';

const {
  ByAdminLv3,
  ByAdminLv2,
  Counting,
  CountFails,
  InUse,
  UsedByDraft,
  RefusedWithoutReason,
  NotFound,
  LoadFails,
} = composeStories(stories);

afterEach(() => {
  clearProfile();
  dismissToasts();
});

const COUNT = 'POST /api/segment/1/count';
const counted = () => screen.getByRole('status', { name: 'จำนวนผู้รับ' });
const NOW = formatCount(countOf(ELDERLY_DIABETIC.rules));

async function opened() {
  await screen.findByRole('heading', { level: 2, name: ELDERLY_DIABETIC.name });
}

describe('SegmentDetailScreen', () => {
  it('shows the name, the rules in Thai, and the count taken on opening with when it was taken', async () => {
    show(<ByAdminLv3 />);
    expect(
      screen.getByRole('heading', { level: 1, name: 'รายละเอียดกลุ่มเป้าหมาย' }),
    ).toBeInTheDocument();
    await opened();
    expect(screen.getByText('แก้ไขล่าสุด 22/11/2569 09:05 โดย มานี ขยันยิ่ง')).toBeInTheDocument();

    await waitFor(() => expect(counted()).toHaveAttribute('aria-busy', 'false'));
    expect(counted()).toHaveTextContent(`${NOW} คน`);
    expect(counted()).toHaveTextContent('นับเมื่อ 23/11/2569 09:05');
    expect(bodiesOf(COUNT)).toHaveLength(1);

    const rules = screen.getByRole('region', { name: 'เงื่อนไข' });
    expect(within(rules).getByText('ผู้รับต้องตรงทุกเงื่อนไข')).toBeInTheDocument();
    expect(
      within(rules)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'อายุ 60 ปีขึ้นไป',
      'เพศ: ชาย, หญิง',
      'จังหวัด: ขอนแก่น, มหาสารคาม',
      'มีแท็กใดแท็กหนึ่ง: เบาหวาน, ความดันโลหิตสูง',
      'เริ่มติดตามระหว่างวันที่ 01/01/2569 ถึง 30/06/2569',
      'อยู่ในรายการเลขประจำตัวประชาชนที่อัปโหลด',
    ]);
  });

  it('charts whom the segment reaches by age, sex and province', async () => {
    show(<ByAdminLv3 />);
    const charts = await screen.findByRole('region', { name: 'สัดส่วนผู้รับ' });
    expect(
      await within(charts).findByRole('figure', { name: 'ช่วงอายุ' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(within(charts).getByRole('figure', { name: 'เพศ' })).toBeInTheDocument();
    const provinces = within(charts).getByRole('table', { name: 'จังหวัด (10 อันดับแรก)' });
    expect(within(provinces).getByRole('rowheader', { name: 'ขอนแก่น' })).toBeInTheDocument();
  });

  it('counts again on request', async () => {
    const user = userEvent.setup();
    show(<ByAdminLv3 />);
    await opened();
    await waitFor(() => expect(screen.getByRole('button', { name: 'นับใหม่' })).toBeEnabled());

    await user.click(screen.getByRole('button', { name: 'นับใหม่' }));

    await waitFor(() => expect(bodiesOf(COUNT)).toHaveLength(2));
    await waitFor(() => expect(counted()).toHaveAttribute('aria-busy', 'false'));
    expect(counted()).toHaveTextContent(`${NOW} คน`);
  });

  it('shows the saved count while counting afresh', async () => {
    show(<Counting />);
    await opened();
    expect(counted()).toHaveTextContent(`${formatCount(ELDERLY_DIABETIC.cachedCount ?? 0)} คน`);
    expect(counted()).toHaveTextContent('นับเมื่อ 22/11/2569 09:05');
    expect(counted()).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('button', { name: 'นับใหม่' })).toBeDisabled();
  });

  it('says when a segment never counted cannot be counted now', async () => {
    show(<CountFails />);
    await screen.findByRole('heading', { level: 2, name: 'หญิงตั้งครรภ์' });
    await waitFor(() => expect(counted()).toHaveTextContent('นับจำนวนผู้รับไม่สำเร็จ'));
    expect(counted()).toHaveTextContent('ยังไม่ได้นับ');
    expect(screen.getByText('ยังไม่มีข้อมูลสัดส่วนผู้รับ')).toBeInTheDocument();
  });

  it('leads an Admin LV3 to edit the segment', async () => {
    const user = userEvent.setup();
    show(<ByAdminLv3 />);
    await opened();
    await user.click(screen.getByRole('button', { name: 'แก้ไข' }));
    expect(address()).toBe('/segment/form?id=1');
  });

  it('deletes after a confirmation naming the segment, then goes back to the list', async () => {
    const user = userEvent.setup();
    show(<ByAdminLv3 />);
    await opened();

    await user.click(screen.getByRole('button', { name: 'ลบ' }));
    const dialog = await screen.findByRole('dialog', { name: 'ลบกลุ่มเป้าหมาย' });
    expect(dialog).toHaveAccessibleDescription(
      `ต้องการลบกลุ่มเป้าหมาย ${ELDERLY_DIABETIC.name} ใช่หรือไม่ เมื่อลบแล้วจะไม่สามารถกู้คืนได้`,
    );
    await user.click(within(dialog).getByRole('button', { name: 'ลบ' }));

    await waitFor(() => expect(address()).toBe('/segment'));
    expect(currentFakeApi().calls('DELETE /api/segment/1')).toHaveLength(1);
    expect(toastTexts()).toEqual(['ลบกลุ่มเป้าหมายแล้ว']);
  });

  it.each([
    ['in use by a sending broadcast', InUse, SEGMENT_MESSAGES.inUse],
    ['named by a draft', UsedByDraft, SEGMENT_MESSAGES.usedByBroadcasts],
    ['refused without a reason', RefusedWithoutReason, SEGMENT_MESSAGES.inUse],
  ])('says why a segment %s cannot be deleted (409), and stays', async (_case, Story, text) => {
    const user = userEvent.setup();
    show(<Story />);
    await opened();

    await user.click(screen.getByRole('button', { name: 'ลบ' }));
    const dialog = await screen.findByRole('dialog', { name: 'ลบกลุ่มเป้าหมาย' });
    await user.click(within(dialog).getByRole('button', { name: 'ลบ' }));

    await waitFor(() => expect(toastTexts()).toEqual([text]));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(address()).toBe('/segment/detail?id=1');
  });

  it('lets an Admin LV2 read everything, with no way to edit or delete', async () => {
    show(<ByAdminLv2 />);
    await opened();
    await waitFor(() => expect(counted()).toHaveTextContent(`${NOW} คน`));
    expect(screen.getByRole('region', { name: 'เงื่อนไข' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'แก้ไข' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'ลบ' })).not.toBeInTheDocument();
  });

  it('says when the segment is not there', async () => {
    const user = userEvent.setup();
    show(<NotFound />);
    expect(await screen.findByText('ไม่พบกลุ่มเป้าหมายนี้')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'ไปที่รายการกลุ่มเป้าหมาย' }));
    expect(address()).toBe('/segment');
  });

  it('says when the segment cannot be read and offers to try again', async () => {
    show(<LoadFails />);
    expect(await screen.findByText('โหลดข้อมูลกลุ่มเป้าหมายไม่สำเร็จ')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'ลองอีกครั้ง' })).toBeInTheDocument();
  });

  it('holds no axe violations', async () => {
    show(<ByAdminLv3 />);
    await screen.findByRole('figure', { name: 'ช่วงอายุ' }, { timeout: 10_000 });
    expect(await axeViolations(document.body, { skip: ['region'] })).toEqual([]);
  });
});
