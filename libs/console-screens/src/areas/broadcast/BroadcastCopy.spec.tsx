import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { composeStories } from '@storybook/react-vite';
import { clearProfile } from '@hbc/api-clients';
import { API_PATHS, BROADCAST_MESSAGES } from '@hbc/contracts';
import { address, bodiesOf, dismissToasts, show, toastTexts } from '../../testing/spec-helpers';
import { ELDERLY_DIABETIC } from '../segment/segment-fixtures';
import { BROADCASTS, SCHEDULED } from './broadcast-fixtures';
import * as stories from './BroadcastFormScreen.stories';

const { CopyingScheduled, CopyOfMissingSegment, CopyOfMissing } = composeStories(stories);

afterEach(() => {
  clearProfile();
  dismissToasts();
});

/** The id the fake API gives the next broadcast created. */
const NEXT_ID = Math.max(...BROADCASTS.map((b) => b.id)) + 1;
const COPY_TITLE = `สำเนา ${SCHEDULED.title}`;
const titleField = () => screen.getByRole('textbox', { name: 'ชื่อบรอดแคสต์' });

async function prefilled() {
  expect(await screen.findByRole('textbox', { name: 'ชื่อบรอดแคสต์' })).toHaveValue(COPY_TITLE);
}

describe('BroadcastFormScreen copying a broadcast (?copy=)', () => {
  it('opens a new broadcast with the title marked as a copy, the target, segment and messages, not the time', async () => {
    show(<CopyingScheduled />);
    await prefilled();

    expect(screen.getByRole('heading', { level: 1, name: 'สร้างบรอดแคสต์' })).toBeInTheDocument();
    expect(
      screen.getByText(`บันทึกข้อความแล้ว ${SCHEDULED.messages.length} ข้อความ`),
    ).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'กลุ่มเป้าหมาย' })).toBeChecked();
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'กลุ่มเป้าหมาย' })).toHaveValue(
        ELDERLY_DIABETIC.name,
      ),
    );
    expect(screen.getByRole('radio', { name: 'ส่งทันที' })).toBeChecked();
    expect(bodiesOf(`PUT ${API_PATHS.broadcastById(SCHEDULED.id)}`)).toHaveLength(0);
  });

  it('asks before leaving the copy unsaved', async () => {
    const user = userEvent.setup();
    show(<CopyingScheduled />);
    await prefilled();

    await user.click(screen.getByRole('button', { name: 'รายการบรอดแคสต์' }));

    const question = await screen.findByRole('dialog', { name: 'ออกจากหน้านี้?' });
    await user.click(within(question).getByRole('button', { name: 'อยู่หน้านี้ต่อ' }));
    expect(address()).toBe(`/broadcast/form?copy=${SCHEDULED.id}`);
  });

  it('saves the copy as a new draft, then edits it under its own id', async () => {
    const user = userEvent.setup();
    show(<CopyingScheduled />);
    await prefilled();

    await user.click(screen.getByRole('button', { name: 'บันทึกฉบับร่าง' }));

    await waitFor(() => expect(toastTexts()).toContain('บันทึกฉบับร่างแล้ว'));
    expect(bodiesOf(`POST ${API_PATHS.broadcast}`)).toEqual([
      {
        title: COPY_TITLE,
        messages: SCHEDULED.messages,
        target: 'SEGMENT',
        segmentId: ELDERLY_DIABETIC.id,
      },
    ]);
    await waitFor(() => expect(address()).toBe(`/broadcast/form?id=${NEXT_ID}`));
    expect(titleField()).toHaveValue(COPY_TITLE);
    expect(bodiesOf(`PUT ${API_PATHS.broadcastById(SCHEDULED.id)}`)).toHaveLength(0);
  });

  it('shows the Thai reason under the segment when the unit no longer has it', async () => {
    const user = userEvent.setup();
    show(<CopyOfMissingSegment />);
    await prefilled();

    await user.click(screen.getByRole('button', { name: 'บันทึกฉบับร่าง' }));

    expect(await screen.findByText(BROADCAST_MESSAGES.segmentNotFound)).toBeInTheDocument();
    expect(address()).toBe(`/broadcast/form?copy=${SCHEDULED.id}`);
  });

  it('says when the broadcast to copy is not there', async () => {
    show(<CopyOfMissing />);
    expect(await screen.findByRole('alert')).toHaveTextContent('ไม่พบบรอดแคสต์นี้ หรือแก้ไขไม่ได้แล้ว');
  });
});
