import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { composeStories } from '@storybook/react-vite';
import { clearProfile } from '@hbc/api-clients';
import { SEGMENT_MESSAGES, SEGMENT_RULE_MESSAGES } from '@hbc/contracts';
import { ELSEWHERE_LABEL } from '@hbc/data-screens/testing';
import { axeViolations } from '@hbc/ui/testing';
import { address, bodiesOf, dismissToasts, show, toastTexts } from '../../testing/spec-helpers';
import { formatCount } from '../../formatting/format-count';
import { countOf, ELDERLY_DIABETIC, heldCounts, UNIT_FOLLOWERS } from './segment-fixtures';
import * as stories from './SegmentFormScreen.stories';

const { New, Edit, HeldCounts, CountFails, NameTaken, CidListRefused, Saving, NotFound } =
  composeStories(stories);

afterEach(() => {
  clearProfile();
  dismissToasts();
  heldCounts.length = 0;
});

const COUNT = 'POST /api/segment/count';
const liveCount = () => screen.getByRole('status', { name: 'จำนวนผู้รับโดยประมาณ' });
const nameField = () => screen.getByRole('textbox', { name: 'ชื่อกลุ่มเป้าหมาย' });
const save = () => screen.getByRole('button', { name: 'บันทึก' });
const headings = () =>
  screen.queryAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);

async function add(kind: string, user = userEvent.setup()) {
  await user.click(screen.getByRole('button', { name: 'เพิ่มเงื่อนไข' }));
  await user.click(within(await screen.findByRole('menu')).getByRole('menuitem', { name: kind }));
}

describe('SegmentFormScreen: a new segment', () => {
  it('builds the rules, counts them live, saves and opens the new segment', async () => {
    const user = userEvent.setup();
    show(<New />);
    expect(
      screen.getByRole('heading', { level: 1, name: 'เพิ่มข้อมูลกลุ่มเป้าหมาย' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(liveCount()).toHaveTextContent('จำนวนผู้รับโดยประมาณ 12,480 คน'));

    await user.type(nameField(), 'ผู้สูงอายุหญิง');
    await add('ช่วงอายุ', user);
    expect(liveCount()).toHaveTextContent('ระบุเงื่อนไขให้ครบเพื่อดูจำนวนผู้รับโดยประมาณ');
    await user.type(screen.getByRole('textbox', { name: 'อายุต่ำสุด (ปี)' }), '60');
    await waitFor(() => expect(liveCount()).toHaveTextContent('จำนวนผู้รับโดยประมาณ 4,299 คน'));
    await add('เพศ', user);
    await user.click(screen.getByRole('checkbox', { name: 'หญิง' }));
    await waitFor(() => expect(liveCount()).toHaveTextContent('จำนวนผู้รับโดยประมาณ 2,192 คน'));
    expect(bodiesOf(COUNT).at(-1)).toEqual({
      rules: {
        match: 'ALL',
        conditions: [
          { kind: 'AGE', min: 60 },
          { kind: 'SEX', sexes: ['FEMALE'] },
        ],
      },
    });

    await user.click(save());

    await waitFor(() => expect(address()).toBe('/segment/detail?id=24'));
    expect(bodiesOf('POST /api/segment')).toEqual([
      {
        name: 'ผู้สูงอายุหญิง',
        rules: {
          match: 'ALL',
          conditions: [
            { kind: 'AGE', min: 60 },
            { kind: 'SEX', sexes: ['FEMALE'] },
          ],
        },
      },
    ]);
    expect(toastTexts()).toEqual(['บันทึกข้อมูลสำเร็จ']);
  });

  it("says what is missing in the contracts' Thai words, and sends nothing", async () => {
    const user = userEvent.setup();
    show(<New />);
    await user.type(nameField(), ' ');
    await user.click(save());

    expect(await screen.findByText(SEGMENT_MESSAGES.nameRequired)).toBeInTheDocument();
    expect(screen.getByText(SEGMENT_RULE_MESSAGES.noConditions)).toBeInTheDocument();

    await add('วันที่เริ่มติดตาม', user);
    await user.click(save());
    expect(await screen.findByText(SEGMENT_RULE_MESSAGES.dateEmpty)).toBeInTheDocument();
    expect(bodiesOf('POST /api/segment')).toEqual([]);
  });

  it("shows the API's 409 under the name", async () => {
    const user = userEvent.setup();
    show(<NameTaken />);
    await user.type(nameField(), 'ผู้สูงอายุเบาหวานในขอนแก่น');
    await add('เพศ', user);
    await user.click(screen.getByRole('checkbox', { name: 'ชาย' }));
    await user.click(save());

    await waitFor(() =>
      expect(nameField()).toHaveAccessibleDescription(SEGMENT_MESSAGES.nameTaken),
    );
    expect(address()).toBe('/segment/form');
  });

  it('says when counting failed, and still saves', async () => {
    const user = userEvent.setup();
    show(<CountFails />);
    await waitFor(() => expect(liveCount()).toHaveTextContent('นับจำนวนผู้รับไม่สำเร็จ'));
    await user.type(nameField(), 'ทุกคน');
    await add('เพศ', user);
    await user.click(screen.getByRole('checkbox', { name: 'ชาย' }));
    await user.click(save());
    await waitFor(() => expect(address()).toBe('/segment/detail?id=24'));
  });

  it('asks before leaving with unsaved changes', async () => {
    const user = userEvent.setup();
    show(<New />);
    await add('เพศ', user);

    await user.click(screen.getByRole('link', { name: ELSEWHERE_LABEL }));

    const dialog = await screen.findByRole('dialog', { name: 'ออกจากหน้านี้?' });
    await user.click(within(dialog).getByRole('button', { name: 'อยู่หน้านี้ต่อ' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(headings()).toEqual(['เงื่อนไขที่ 1: เพศ']);
  });

  it('holds no axe violations', async () => {
    show(<New />);
    await add('ช่วงอายุ');
    expect(await axeViolations(document.body, { skip: ['region'] })).toEqual([]);
  });
});

const MEN_AND_WOMEN = {
  match: 'ALL' as const,
  conditions: [{ kind: 'SEX' as const, sexes: ['MALE' as const, 'FEMALE' as const] }],
};

describe('SegmentFormScreen: the live count', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  const wait = (ms: number) =>
    act(async () => {
      await jest.advanceTimersByTimeAsync(ms);
    });

  /** Opens the form, lets its first count (no condition) go out after the pause, and answers it. */
  async function showWithFirstCountAnswered() {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    show(<HeldCounts />);
    await wait(400);
    expect(heldCounts).toHaveLength(1);
    await act(async () => heldCounts[0]?.answer());
    return user;
  }

  it('counts 400 ms after the last change, cancelling the count under way', async () => {
    const user = await showWithFirstCountAnswered();
    expect(liveCount()).toHaveTextContent(`จำนวนผู้รับโดยประมาณ ${formatCount(UNIT_FOLLOWERS)} คน`);

    await add('เพศ', user);
    await user.click(screen.getByRole('checkbox', { name: 'หญิง' }));
    await wait(399);
    expect(heldCounts).toHaveLength(1);
    await wait(1);
    expect(heldCounts.map((held) => held.body.rules.conditions)).toEqual([
      [],
      [{ kind: 'SEX', sexes: ['FEMALE'] }],
    ]);
    expect(screen.getByRole('progressbar', { name: 'กำลังนับจำนวนผู้รับ' })).toBeInTheDocument();

    // Changed again while the count is under way: its answer, once it comes, is not shown.
    await user.click(screen.getByRole('checkbox', { name: 'ชาย' }));
    await wait(400);
    expect(heldCounts).toHaveLength(3);
    await act(async () => heldCounts[1]?.answer());
    expect(liveCount()).toHaveTextContent(`จำนวนผู้รับโดยประมาณ ${formatCount(UNIT_FOLLOWERS)} คน`);
    expect(screen.getByRole('progressbar', { name: 'กำลังนับจำนวนผู้รับ' })).toBeInTheDocument();

    await act(async () => heldCounts[2]?.answer());
    expect(liveCount()).toHaveTextContent(
      `จำนวนผู้รับโดยประมาณ ${formatCount(countOf(MEN_AND_WOMEN))} คน`,
    );
    expect(screen.queryByRole('progressbar', { name: 'กำลังนับจำนวนผู้รับ' })).not.toBeInTheDocument();
  });

  it('shows no count while a condition is incomplete, and counts nothing for it', async () => {
    const user = await showWithFirstCountAnswered();

    await add('แท็ก', user);
    await wait(400);

    // Past the pause after the last change: a complete condition would be counted by now.
    expect(liveCount()).toHaveTextContent('ระบุเงื่อนไขให้ครบเพื่อดูจำนวนผู้รับโดยประมาณ');
    expect(liveCount()).not.toHaveTextContent('คน');
    expect(heldCounts).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'ลบเงื่อนไขที่ 1' }));
    await wait(400);
    expect(heldCounts.map((held) => held.body.rules.conditions)).toEqual([[], []]);
  });
});

describe('SegmentFormScreen: an existing segment', () => {
  it('reads the segment into the builder, saves it with PUT and opens its detail', async () => {
    const user = userEvent.setup();
    show(<Edit />);
    expect(
      screen.getByRole('heading', { level: 1, name: 'แก้ไขข้อมูลกลุ่มเป้าหมาย' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(nameField()).toHaveValue(ELDERLY_DIABETIC.name));
    expect(headings()).toEqual([
      'เงื่อนไขที่ 1: ช่วงอายุ',
      'เงื่อนไขที่ 2: เพศ',
      'เงื่อนไขที่ 3: จังหวัด',
      'เงื่อนไขที่ 4: แท็ก',
      'เงื่อนไขที่ 5: วันที่เริ่มติดตาม',
      'เงื่อนไขที่ 6: รายการเลขประจำตัวประชาชน',
    ]);
    await waitFor(() =>
      expect(liveCount()).toHaveTextContent(
        `จำนวนผู้รับโดยประมาณ ${formatCount(countOf(ELDERLY_DIABETIC.rules))} คน`,
      ),
    );

    await user.click(screen.getByRole('button', { name: 'ลบเงื่อนไขที่ 6' }));
    await user.click(save());

    await waitFor(() => expect(address()).toBe('/segment/detail?id=1'));
    expect(bodiesOf('PUT /api/segment/1')).toEqual([
      {
        name: ELDERLY_DIABETIC.name,
        rules: {
          ...ELDERLY_DIABETIC.rules,
          conditions: ELDERLY_DIABETIC.rules.conditions.slice(0, 5),
        },
      },
    ]);
  });

  it("shows the API's 400 on a condition under that condition's editor", async () => {
    const user = userEvent.setup();
    show(<CidListRefused />);
    await waitFor(() => expect(nameField()).toHaveValue(ELDERLY_DIABETIC.name));
    await user.type(nameField(), ' 2569');
    await user.click(save());

    const condition = screen.getByRole('region', {
      name: 'เงื่อนไขที่ 6: รายการเลขประจำตัวประชาชน',
    });
    expect(
      await within(condition).findByText(SEGMENT_RULE_MESSAGES.unknownCidList),
    ).toBeInTheDocument();
    expect(address()).toBe('/segment/form?id=1');
  });

  it('keeps save disabled while saving', async () => {
    const user = userEvent.setup();
    show(<Saving />);
    await waitFor(() => expect(nameField()).toHaveValue(ELDERLY_DIABETIC.name));
    await user.type(nameField(), ' 2569');
    await user.click(save());

    await waitFor(() => expect(save()).toBeDisabled());
    expect(save()).toHaveAttribute('aria-busy', 'true');
    expect(bodiesOf('PUT /api/segment/1')).toHaveLength(1);
  });

  it("cancels back to the segment's detail", async () => {
    const user = userEvent.setup();
    show(<Edit />);
    await waitFor(() => expect(nameField()).toHaveValue(ELDERLY_DIABETIC.name));
    await user.click(screen.getByRole('button', { name: 'ยกเลิก' }));
    await waitFor(() => expect(address()).toBe('/segment/detail?id=1'));
  });

  it("says 'ไม่พบข้อมูล' for a segment that is not there", async () => {
    show(<NotFound />);
    expect(await screen.findByRole('alert')).toHaveTextContent('ไม่พบข้อมูล');
  });
});
