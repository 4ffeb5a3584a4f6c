import {
  fireEvent,
  render,
  screen,
  waitFor,
  waitForElementToBeRemoved,
  within,
} from '@testing-library/react';
import type { ReactElement } from 'react';
import userEvent from '@testing-library/user-event';
import { composeStories } from '@storybook/react-vite';
import { clearProfile } from '@hbc/api-clients';
import { API_PATHS, BROADCAST_MESSAGES } from '@hbc/contracts';
import { StoryShell, theme } from '@hbc/ui';
import { axeViolations } from '@hbc/ui/testing';
import { formatCount } from '../../formatting/format-count';
import { freezeDate } from '../../testing/frozen-date';
import { address, bodiesOf, dismissToasts, show, toastTexts } from '../../testing/spec-helpers';
import { ELDERLY_DIABETIC, UNIT_FOLLOWERS } from '../segment/segment-fixtures';
import { SOMCHAI } from '../tester/tester-fixtures';
import {
  BROADCASTS,
  DRAFT,
  PENDING_SCHEDULED,
  REJECTED,
  SCHEDULED,
  TEST_SENDER_NAME,
  TEXT_MESSAGE,
  UNIT_EXCLUDED,
} from './broadcast-fixtures';
import * as stories from './BroadcastFormScreen.stories';

const {
  AdminLv3,
  OtherHospital,
  SuperAdmin,
  LowQuota,
  EditingDraft,
  EditingScheduled,
  MessagesRefused,
  TestPartlyRefused,
  ManyMessageProblems,
  EditingDraftOverThreshold,
  EditingRejected,
  EditingPending,
  UrgentReasonRefused,
  DraftUnderSendWindow,
  ScheduledUnderSendWindow,
} = composeStories(stories);
const { URGENT_REFUSAL } = stories;

afterEach(() => {
  clearProfile();
  dismissToasts();
  jest.restoreAllMocks();
});

const TITLE = 'ชื่อบรอดแคสต์';
/** The id the fake API gives the next broadcast created. */
const NEXT_ID = Math.max(...BROADCASTS.map((b) => b.id)) + 1;
const UNIT_RECIPIENTS = `จำนวนผู้รับ ${formatCount(UNIT_FOLLOWERS - UNIT_EXCLUDED)} คน`;
const SEGMENT_RECIPIENTS = `จำนวนผู้รับ ${formatCount((ELDERLY_DIABETIC.cachedCount ?? 0) - 5)} คน`;

const titleField = () => screen.getByRole('textbox', { name: TITLE });
/** The recipient count, once its chunk has loaded. */
const recipientCount = () => screen.findByRole('status', { name: 'จำนวนผู้รับ' });
/** Waits until the saved broadcast has filled the form. */
const loaded = async (title: string) =>
  expect(await screen.findByRole('textbox', { name: TITLE })).toHaveValue(title);

/**
 * Opens the saved draft of `story`, chooses a tester beside the staff member's own account in
 * the test-send dialog, and sends, the button naming both.
 */
async function testSendToSelfAndSomchai(story: ReactElement): Promise<void> {
  const user = userEvent.setup();
  show(story);
  await loaded(DRAFT.title);
  await user.click(screen.getByRole('button', { name: 'ส่งทดสอบ' }));
  const dialog = await screen.findByRole('dialog', { name: 'ส่งทดสอบ' });
  await user.click(await within(dialog).findByRole('checkbox', { name: SOMCHAI.name }));
  await user.click(
    within(dialog).getByRole('button', {
      name: `ส่งทดสอบถึง 2 คน: บัญชี LINE ของฉัน, ${SOMCHAI.name}`,
    }),
  );
}

describe('BroadcastFormScreen', () => {
  it('shows the Thai page with a title field, the composer button and the notice', () => {
    render(
      <StoryShell>
        <AdminLv3 />
      </StoryShell>,
    );

    expect(screen.getByRole('heading', { level: 1, name: 'สร้างบรอดแคสต์' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'ชื่อบรอดแคสต์' })).not.toHaveAttribute('maxlength');
    expect(screen.getByText('0/200')).toBeVisible();
    expect(screen.getByRole('button', { name: 'สร้างข้อความ' })).toBeInTheDocument();
    expect(screen.getByText('ยังไม่มีข้อความ')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'บันทึกฉบับร่าง' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'ส่งทดสอบ' })).toBeDisabled();
    expect(document.title).toBe('สร้างบรอดแคสต์ | ระบบจัดการข้อความ LINE หน่วยบริการสุขภาพ');
  });

  it('keeps the title typed', async () => {
    const user = userEvent.setup();
    render(
      <StoryShell>
        <AdminLv3 />
      </StoryShell>,
    );

    const field = screen.getByRole('textbox', { name: 'ชื่อบรอดแคสต์' });
    await user.type(field, 'ชวนตรวจสุขภาพประจำปี');

    expect(field).toHaveValue('ชวนตรวจสุขภาพประจำปี');
  });

  it('keeps a pasted title longer than 200 characters whole, its count red and its error at once', async () => {
    const user = userEvent.setup();
    render(
      <StoryShell>
        <AdminLv3 />
      </StoryShell>,
    );
    const field = screen.getByRole('textbox', { name: 'ชื่อบรอดแคสต์' });
    const long = `${'ก'.repeat(200)}ท้ายชื่อ`;

    await user.click(field);
    await user.paste(long);

    expect(field).toHaveValue(long);
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription('ต้องไม่เกิน 200 ตัวอักษร');
    expect(screen.getByText(`${long.length}/200`)).toHaveStyle({
      color: theme.palette.error.main,
    });

    await user.click(screen.getByRole('button', { name: 'บันทึกฉบับร่าง' }));
    expect(field).toHaveAccessibleDescription('ต้องไม่เกิน 200 ตัวอักษร');
    expect(bodiesOf(`POST ${API_PATHS.broadcast}`)).toEqual([]);
  });

  it('previews under the hospital of the signed-in user and counts the saved messages', async () => {
    const user = userEvent.setup();
    render(
      <StoryShell>
        <OtherHospital />
      </StoryShell>,
    );

    await user.click(screen.getByRole('button', { name: 'สร้างข้อความ' }));
    const dialog = await screen.findByRole('dialog', { name: 'สร้างข้อความ' });
    const menu = within(dialog).getByRole('list', { name: 'รูปแบบข้อความ' });
    await user.click(within(menu).getByRole('button', { name: 'ข้อความ' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'ข้อความ' }), 'สวัสดีครับ');
    expect(
      within(within(dialog).getByRole('list', { name: 'ตัวอย่างข้อความ' })).getByText(
        'โรงพยาบาลส่งเสริมสุขภาพตำบลบ้านโคก',
      ),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'บันทึก' }));

    await waitForElementToBeRemoved(dialog);
    expect(screen.getByText('บันทึกข้อความแล้ว 1 ข้อความ')).toBeInTheDocument();
  });

  it('asks before Escape throws unsaved changes away, keeping the saved messages and their count', async () => {
    const user = userEvent.setup();
    render(
      <StoryShell>
        <AdminLv3 />
      </StoryShell>,
    );

    await user.click(screen.getByRole('button', { name: 'สร้างข้อความ' }));
    let dialog = await screen.findByRole('dialog', { name: 'สร้างข้อความ' });
    await user.click(
      within(within(dialog).getByRole('list', { name: 'รูปแบบข้อความ' })).getByRole('button', {
        name: 'ข้อความ',
      }),
    );
    await user.type(within(dialog).getByRole('textbox', { name: 'ข้อความ' }), 'สวัสดีครับ');
    await user.click(within(dialog).getByRole('button', { name: 'บันทึก' }));
    await waitForElementToBeRemoved(dialog);

    await user.click(screen.getByRole('button', { name: 'สร้างข้อความ' }));
    dialog = screen.getByRole('dialog', { name: 'สร้างข้อความ' });
    await user.type(within(dialog).getByRole('textbox', { name: 'ข้อความ' }), ' ทุกท่าน');
    await user.keyboard('{Escape}');
    const question = screen.getByRole('dialog', { name: 'ยกเลิกการแก้ไขข้อความ' });
    await user.click(within(question).getByRole('button', { name: 'ออกโดยไม่บันทึก' }));

    await waitForElementToBeRemoved(dialog);
    expect(screen.getByText('บันทึกข้อความแล้ว 1 ข้อความ')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'สร้างข้อความ' }));
    expect(
      within(screen.getByRole('dialog', { name: 'สร้างข้อความ' })).getByRole('textbox', {
        name: 'ข้อความ',
      }),
    ).toHaveValue('สวัสดีครับ');
  });

  it("previews under the programme's name for a profile without a hospital", async () => {
    const user = userEvent.setup();
    render(
      <StoryShell>
        <SuperAdmin />
      </StoryShell>,
    );

    await user.click(screen.getByRole('button', { name: 'สร้างข้อความ' }));
    const dialog = await screen.findByRole('dialog', { name: 'สร้างข้อความ' });
    const menu = within(dialog).getByRole('list', { name: 'รูปแบบข้อความ' });
    await user.click(within(menu).getByRole('button', { name: 'ข้อความ' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'ข้อความ' }), 'สวัสดีครับ');
    expect(
      within(within(dialog).getByRole('list', { name: 'ตัวอย่างข้อความ' })).getByText(
        'บริการข้อความสุขภาพ',
      ),
    ).toBeInTheDocument();
  });

  it('leads back to the broadcast list from its breadcrumbs', async () => {
    const user = userEvent.setup();
    render(
      <StoryShell>
        <AdminLv3 />
      </StoryShell>,
    );

    await user.click(screen.getByRole('button', { name: 'รายการบรอดแคสต์' }));

    expect(address()).toBe('/broadcast');
  });

  it('asks before leaving what is not saved', async () => {
    const user = userEvent.setup();
    show(<AdminLv3 />);
    await user.type(titleField(), 'ชวนตรวจสุขภาพ');

    await user.click(screen.getByRole('button', { name: 'รายการบรอดแคสต์' }));
    const question = await screen.findByRole('dialog', { name: 'ออกจากหน้านี้?' });
    await user.click(within(question).getByRole('button', { name: 'อยู่หน้านี้ต่อ' }));
    expect(address()).toBe('/broadcast/form');
    expect(titleField()).toHaveValue('ชวนตรวจสุขภาพ');

    await user.click(screen.getByRole('button', { name: 'รายการบรอดแคสต์' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'ออกจากหน้านี้?' })).getByRole('button', {
        name: 'ออกจากหน้านี้',
      }),
    );
    await waitFor(() => expect(address()).toBe('/broadcast'));
  });

  it('counts the recipients of the whole unit less the excluded CIDs, and shows the quota left', async () => {
    const user = userEvent.setup();
    show(<AdminLv3 />);

    const count = await screen.findByRole('status', { name: 'จำนวนผู้รับ' });
    expect(await within(count).findByText(UNIT_RECIPIENTS)).toBeInTheDocument();
    expect(
      within(await recipientCount()).getByText(`(ไม่รวม CID ที่ยกเว้นการส่ง ${UNIT_EXCLUDED} คน)`),
    ).toBeInTheDocument();
    expect(await screen.findByText('โควตาข้อความเดือนนี้คงเหลือ 47,000 ข้อความ')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(bodiesOf(`POST ${API_PATHS.broadcastAudience}`)).toEqual([{ target: 'UNIT' }]);

    await user.click(screen.getByRole('radio', { name: 'กลุ่มเป้าหมาย' }));
    expect(
      within(await recipientCount()).getByText('เลือกกลุ่มเป้าหมายเพื่อดูจำนวนผู้รับ'),
    ).toBeInTheDocument();
  });

  it('passes axe with its problems shown', async () => {
    const user = userEvent.setup();
    show(<AdminLv3 />);
    await within(await screen.findByRole('status', { name: 'จำนวนผู้รับ' })).findByText(
      UNIT_RECIPIENTS,
    );
    await user.click(screen.getByRole('button', { name: 'ส่งบรอดแคสต์' }));
    await screen.findByText(BROADCAST_MESSAGES.titleRequired);

    expect(await axeViolations(document.body, { skip: ['region'] })).toEqual([]);
  });

  it("counts a segment target's recipients", async () => {
    show(<EditingScheduled />);
    await loaded(SCHEDULED.title);

    expect(await within(await recipientCount()).findByText(SEGMENT_RECIPIENTS)).toBeInTheDocument();
    expect(bodiesOf(`POST ${API_PATHS.broadcastAudience}`)).toContainEqual({
      target: 'SEGMENT',
      segmentId: ELDERLY_DIABETIC.id,
    });
  });

  it('warns when the recipients exceed the quota left this month', async () => {
    show(<LowQuota />);

    expect(await screen.findByText('โควตาข้อความเดือนนี้คงเหลือ 1,000 ข้อความ')).toBeInTheDocument();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'จำนวนผู้รับเกินโควตาข้อความที่เหลือของเดือนนี้ จึงส่งไม่ได้',
    );
  });

  it('says what is missing before sending, and calls the API for none of it', async () => {
    const user = userEvent.setup();
    show(<AdminLv3 />);

    await user.click(screen.getByRole('button', { name: 'ส่งบรอดแคสต์' }));
    expect(await screen.findByText(BROADCAST_MESSAGES.titleRequired)).toBeInTheDocument();
    expect(titleField()).toHaveAccessibleDescription(BROADCAST_MESSAGES.titleRequired);
    expect(titleField()).toBeInvalid();
    expect(screen.getByText(BROADCAST_MESSAGES.messagesRequired)).toBeInTheDocument();

    await user.type(titleField(), 'ชวนฉีดวัคซีน');
    expect(screen.queryByText(BROADCAST_MESSAGES.titleRequired)).not.toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'กลุ่มเป้าหมาย' }));
    await user.click(screen.getByRole('radio', { name: 'ตั้งเวลาส่ง' }));
    await user.click(screen.getByRole('button', { name: 'ตั้งเวลาส่ง' }));
    expect(await screen.findByText(BROADCAST_MESSAGES.segmentRequired)).toBeInTheDocument();
    expect(screen.getByText('กรุณาเลือกวันและเวลาที่จะส่ง')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(currentRequests()).toEqual([]);
  });

  it('saves a new draft, then keeps editing it under its id in the address', async () => {
    const user = userEvent.setup();
    show(<AdminLv3 />);

    await user.type(titleField(), 'ชวนตรวจสุขภาพ');
    await user.click(screen.getByRole('button', { name: 'บันทึกฉบับร่าง' }));

    await waitFor(() => expect(toastTexts()).toContain('บันทึกฉบับร่างแล้ว'));
    expect(bodiesOf(`POST ${API_PATHS.broadcast}`)).toEqual([
      { title: 'ชวนตรวจสุขภาพ', messages: [], target: 'UNIT', segmentId: null },
    ]);
    await waitFor(() => expect(address()).toBe(`/broadcast/form?id=${NEXT_ID}`));
    expect(titleField()).toHaveValue('ชวนตรวจสุขภาพ');

    await user.type(titleField(), 'ประจำปี');
    await user.click(screen.getByRole('button', { name: 'บันทึกฉบับร่าง' }));
    await waitFor(() =>
      expect(bodiesOf(`PUT ${API_PATHS.broadcastById(NEXT_ID)}`)).toEqual([
        { title: 'ชวนตรวจสุขภาพประจำปี', messages: [], target: 'UNIT', segmentId: null },
      ]),
    );
    expect(bodiesOf(`POST ${API_PATHS.broadcast}`)).toHaveLength(1);
    expect(bodiesOf(`GET ${API_PATHS.broadcastById(NEXT_ID)}`)).toHaveLength(0);
  });

  it('opens a saved draft to edit', async () => {
    show(<EditingDraft />);
    await loaded(DRAFT.title);

    expect(screen.getByRole('heading', { level: 1, name: 'แก้ไขบรอดแคสต์' })).toBeInTheDocument();
    expect(screen.getByText('บันทึกข้อความแล้ว 1 ข้อความ')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'ผู้ติดตามทั้งหมดของหน่วยบริการ' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'ส่งทันที' })).toBeChecked();
  });

  it('saves, then test-sends to the testers chosen and the staff member’s own LINE, naming them', async () => {
    await testSendToSelfAndSomchai(<EditingDraft />);

    await waitFor(() =>
      expect(toastTexts()).toContain(`ส่งทดสอบถึง ${TEST_SENDER_NAME}, ${SOMCHAI.name} แล้ว`),
    );
    expect(bodiesOf(`PUT ${API_PATHS.broadcastById(DRAFT.id)}`)).toHaveLength(1);
    expect(bodiesOf(`POST ${API_PATHS.broadcastTest(DRAFT.id)}`)).toEqual([
      { testerIds: [SOMCHAI.id], toSelf: true },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('names the testers LINE did not take the test for, with why, beside those it reached', async () => {
    await testSendToSelfAndSomchai(<TestPartlyRefused />);

    await waitFor(() =>
      expect(toastTexts()).toEqual([
        `ส่งทดสอบถึง ${TEST_SENDER_NAME} แล้ว`,
        `ส่งทดสอบไม่ถึง ${SOMCHAI.name} (LINE ไม่รับข้อความนี้: Failed to send messages)`,
      ]),
    );
  });

  it('lists every problem the API finds in the messages', async () => {
    const user = userEvent.setup();
    show(<MessagesRefused />);
    await loaded(DRAFT.title);

    await user.click(screen.getByRole('button', { name: 'บันทึกฉบับร่าง' }));

    const problems = await screen.findByRole('list', { name: 'ปัญหาของข้อความ' });
    expect(problems.parentElement).toHaveAttribute('role', 'alert');
    expect(
      within(problems)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(stories.MESSAGE_PROBLEMS.map((problem) => problem.message));
    await waitFor(() => expect(toastTexts()).toContain(BROADCAST_MESSAGES.messagesInvalid));
  });

  it('ends a list the API cut short with how many more problems there were', async () => {
    const user = userEvent.setup();
    show(<ManyMessageProblems />);
    await loaded(DRAFT.title);

    await user.click(screen.getByRole('button', { name: 'บันทึกฉบับร่าง' }));

    const problems = await screen.findByRole('list', { name: 'ปัญหาของข้อความ' });
    expect(
      within(problems)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      ...stories.MESSAGE_PROBLEMS.map((problem) => problem.message),
      'และอีก 1,250 รายการ',
    ]);
  });

  it('confirms a send now with its recipients and first message, then opens its detail', async () => {
    const user = userEvent.setup();
    show(<EditingDraft />);
    await loaded(DRAFT.title);
    await within(await recipientCount()).findByText(UNIT_RECIPIENTS);

    await user.click(screen.getByRole('button', { name: 'ส่งบรอดแคสต์' }));
    const dialog = await screen.findByRole('dialog', { name: 'ยืนยันการส่งบรอดแคสต์' });
    expect(within(dialog).getByText(DRAFT.title)).toBeInTheDocument();
    expect(within(dialog).getByText(UNIT_RECIPIENTS)).toBeInTheDocument();
    expect(within(dialog).getByText('ส่งทันที')).toBeInTheDocument();
    expect(within(dialog).getAllByText(TEXT_MESSAGE.text).length).toBeGreaterThan(0);

    await user.click(within(dialog).getByRole('button', { name: 'ส่งบรอดแคสต์' }));

    await waitFor(() => expect(address()).toBe(`/broadcast/detail?id=${DRAFT.id}`));
    expect(bodiesOf(`POST ${API_PATHS.broadcastSend(DRAFT.id)}`)).toEqual([{}]);
  });

  it('marks a broadcast urgent only with a reason, says it needs approval, and sends it for approval', async () => {
    const user = userEvent.setup();
    show(<EditingDraft />);
    await loaded(DRAFT.title);
    await within(await recipientCount()).findByText(UNIT_RECIPIENTS);

    await user.click(screen.getByRole('switch', { name: 'ส่งแบบเร่งด่วน' }));
    await user.click(screen.getByRole('button', { name: 'ส่งบรอดแคสต์' }));
    const reason = await screen.findByRole('textbox', { name: /เหตุผลที่เร่งด่วน/ });
    expect(reason).toHaveAccessibleDescription('กรุณาระบุเหตุผลที่เร่งด่วน');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(bodiesOf(`PUT ${API_PATHS.broadcastById(DRAFT.id)}`)).toEqual([]);

    await user.type(reason, 'น้ำท่วมฉับพลัน');
    await user.click(screen.getByRole('button', { name: 'ส่งบรอดแคสต์' }));
    const dialog = await screen.findByRole('dialog', { name: 'ยืนยันการส่งบรอดแคสต์' });
    expect(dialog).toHaveTextContent('บรอดแคสต์เร่งด่วนต้องได้รับการอนุมัติก่อนส่งทุกครั้ง');
    await user.click(within(dialog).getByRole('button', { name: 'ส่งขออนุมัติ' }));

    await waitFor(() => expect(address()).toBe(`/broadcast/detail?id=${DRAFT.id}`));
    expect(bodiesOf(`PUT ${API_PATHS.broadcastById(DRAFT.id)}`)).toEqual([
      {
        title: DRAFT.title,
        messages: DRAFT.messages,
        target: 'UNIT',
        segmentId: null,
        urgent: true,
        urgentReason: 'น้ำท่วมฉับพลัน',
      },
    ]);
    expect(toastTexts()).toContain('ส่งคำขออนุมัติแล้ว บรอดแคสต์จะเริ่มส่งเมื่อได้รับการอนุมัติ');
  });

  it('shows the urgent reason the API refuses on its field', async () => {
    const user = userEvent.setup();
    show(<UrgentReasonRefused />);
    await loaded(DRAFT.title);
    await user.click(screen.getByRole('switch', { name: 'ส่งแบบเร่งด่วน' }));
    await user.type(screen.getByRole('textbox', { name: /เหตุผลที่เร่งด่วน/ }), 'ด่วน');
    await user.click(screen.getByRole('button', { name: 'บันทึกฉบับร่าง' }));
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: /เหตุผลที่เร่งด่วน/ })).toHaveAccessibleDescription(
        URGENT_REFUSAL,
      ),
    );
  });

  it('tells the maker when a large send went for approval instead of out', async () => {
    const user = userEvent.setup();
    show(<EditingDraftOverThreshold />);
    await loaded(DRAFT.title);
    await within(await recipientCount()).findByText(UNIT_RECIPIENTS);
    await user.click(screen.getByRole('button', { name: 'ส่งบรอดแคสต์' }));
    const dialog = await screen.findByRole('dialog', { name: 'ยืนยันการส่งบรอดแคสต์' });
    await user.click(within(dialog).getByRole('button', { name: 'ส่งบรอดแคสต์' }));

    await waitFor(() => expect(address()).toBe(`/broadcast/detail?id=${DRAFT.id}`));
    expect(toastTexts()).toContain('ส่งคำขออนุมัติแล้ว บรอดแคสต์จะเริ่มส่งเมื่อได้รับการอนุมัติ');
  });

  it('shows who rejected a draft, when and why, above the fields to fix', async () => {
    show(<EditingRejected />);
    await loaded(REJECTED.title);
    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent('ไม่อนุมัติ');
    expect(notice).toHaveTextContent('โดย สมชาย ใจดี เมื่อ 23/11/2569 10:00');
    expect(notice).toHaveTextContent('เหตุผล: เบอร์โทรนัดหมายไม่ถูกต้อง กรุณาแก้ไขก่อนส่ง');
  });

  it('warns that saving an edit of a waiting broadcast withdraws its request', async () => {
    show(<EditingPending />);
    await loaded(PENDING_SCHEDULED.title);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'การบันทึกการแก้ไขจะถอนคำขออนุมัติ บรอดแคสต์จะกลับเป็นฉบับร่างและต้องส่งขออนุมัติใหม่',
    );
  });

  it('schedules at the Thai time chosen, sent as its instant', async () => {
    // Five days before the scheduled day (25/11/2569, Thai time).
    jest.spyOn(Date, 'now').mockReturnValue(Date.parse('2026-11-20T00:00:00Z'));
    const user = userEvent.setup();
    show(<EditingScheduled />);
    await loaded(SCHEDULED.title);
    expect(screen.getByRole('radio', { name: 'ตั้งเวลาส่ง' })).toBeChecked();
    const time = await screen.findByLabelText('เวลาส่ง (เวลาประเทศไทย)');
    expect(time).toHaveValue('09:00');
    fireEvent.change(time, { target: { value: '10:30' } });
    await within(await recipientCount()).findByText(SEGMENT_RECIPIENTS);

    await user.click(screen.getByRole('button', { name: 'ตั้งเวลาส่ง' }));
    const dialog = await screen.findByRole('dialog', { name: 'ยืนยันการตั้งเวลาส่ง' });
    expect(within(dialog).getByText('ส่งเมื่อ 25/11/2569 10:30')).toBeInTheDocument();
    expect(within(dialog).getByText(SEGMENT_RECIPIENTS)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'ตั้งเวลาส่ง' }));

    await waitFor(() => expect(address()).toBe(`/broadcast/detail?id=${SCHEDULED.id}`));
    expect(bodiesOf(`POST ${API_PATHS.broadcastSend(SCHEDULED.id)}`)).toEqual([
      { scheduledAt: '2026-11-25T03:30:00.000Z' },
    ]);
  });

  it('refuses a time already past', async () => {
    // The day after the scheduled one.
    jest.spyOn(Date, 'now').mockReturnValue(Date.parse('2026-11-26T00:00:00Z'));
    const user = userEvent.setup();
    show(<EditingScheduled />);
    await loaded(SCHEDULED.title);
    // The schedule's fields hold the record's time (they load on their own) before it is pressed.
    expect(await screen.findByLabelText('เวลาส่ง (เวลาประเทศไทย)')).toHaveValue('09:00');

    await user.click(screen.getByRole('button', { name: 'ตั้งเวลาส่ง' }));

    expect(await screen.findByText(BROADCAST_MESSAGES.scheduleInPast)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('BroadcastFormScreen under a send window of 08:00–20:00', () => {
  afterEach(() => {
    clearProfile();
    dismissToasts();
    jest.useRealTimers();
  });

  const NEXT_MORNING =
    'อยู่นอกช่วงเวลาส่ง 08:00–20:00 น.: จะเริ่มส่งจริงเวลา 08:00 น. วันที่ 25 พฤศจิกายน 2569';

  it('says when a send now at night really begins, in the form and its confirmation', async () => {
    // 22:00 on 24/11/2569 in Bangkok.
    freezeDate(new Date('2026-11-24T15:00:00Z'));
    const user = userEvent.setup();
    show(<DraftUnderSendWindow />);
    await loaded(DRAFT.title);
    expect(await screen.findByText(NEXT_MORNING)).toBeInTheDocument();
    expect(bodiesOf(`GET ${API_PATHS.broadcastSendPolicy}`)).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'ส่งบรอดแคสต์' }));
    const dialog = await screen.findByRole('dialog', { name: 'ยืนยันการส่งบรอดแคสต์' });
    expect(within(dialog).getByText(NEXT_MORNING)).toBeInTheDocument();
  });

  it('says nothing of the window for an urgent broadcast, and counts its audience as urgent', async () => {
    freezeDate(new Date('2026-11-24T15:00:00Z'));
    const user = userEvent.setup();
    show(<DraftUnderSendWindow />);
    await loaded(DRAFT.title);
    await screen.findByText(NEXT_MORNING);
    await within(await recipientCount()).findByText(UNIT_RECIPIENTS);

    await user.click(screen.getByRole('switch', { name: 'ส่งแบบเร่งด่วน' }));

    expect(screen.queryByText(NEXT_MORNING)).not.toBeInTheDocument();
    await waitFor(() =>
      expect(bodiesOf(`POST ${API_PATHS.broadcastAudience}`)).toEqual([
        { target: 'UNIT' },
        { target: 'UNIT', urgent: true },
      ]),
    );
  });

  it('says nothing of the window for a send now inside it', async () => {
    // 10:00 on 24/11/2569 in Bangkok.
    freezeDate(new Date('2026-11-24T03:00:00Z'));
    show(<DraftUnderSendWindow />);
    await loaded(DRAFT.title);
    await waitFor(() => expect(bodiesOf(`GET ${API_PATHS.broadcastSendPolicy}`)).toHaveLength(1));
    await within(await recipientCount()).findByText(UNIT_RECIPIENTS);
    expect(screen.queryByText(/นอกช่วงเวลาส่ง/)).not.toBeInTheDocument();
  });

  it('says under the schedule when a time outside the window really begins', async () => {
    freezeDate(new Date('2026-11-20T00:00:00Z'));
    show(<ScheduledUnderSendWindow />);
    await loaded(SCHEDULED.title);
    const time = await screen.findByLabelText('เวลาส่ง (เวลาประเทศไทย)');
    await waitFor(() => expect(bodiesOf(`GET ${API_PATHS.broadcastSendPolicy}`)).toHaveLength(1));
    expect(screen.queryByText(/นอกช่วงเวลาส่ง/)).not.toBeInTheDocument();

    fireEvent.change(time, { target: { value: '21:30' } });

    expect(
      await screen.findByText(
        'อยู่นอกช่วงเวลาส่ง 08:00–20:00 น.: จะเริ่มส่งจริงเวลา 08:00 น. วันที่ 26 พฤศจิกายน 2569',
      ),
    ).toBeInTheDocument();
  });
});

/** The requests that change something: none may go out while the form has problems. */
function currentRequests(): unknown[] {
  return [
    ...bodiesOf(`POST ${API_PATHS.broadcast}`),
    ...bodiesOf(`POST ${API_PATHS.broadcastSend(NEXT_ID)}`),
  ];
}
