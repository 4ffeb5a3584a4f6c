import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { composeStories } from '@storybook/react-vite';
import { API_PATHS } from '@hbc/contracts';
import { clearProfile } from '@hbc/api-clients';
import { formatCount } from '../../formatting/format-count';
import { bodiesOf, show } from '../../testing/spec-helpers';
import { ELDERLY_DIABETIC, UNIT_FOLLOWERS } from '../segment/segment-fixtures';
import { UNIT_EXCLUDED } from './broadcast-fixtures';
import * as stories from './BroadcastAudience.stories';

const {
  WholeUnit,
  Segment,
  Capped,
  UrgentIgnoresCap,
  NoSegmentYet,
  OverQuota,
  JustWithinQuota,
  NoLimit,
  CountFails,
} = composeStories(stories);

afterEach(clearProfile);

const UNIT_RECIPIENTS = UNIT_FOLLOWERS - UNIT_EXCLUDED;
const count = () => screen.getByRole('status', { name: 'จำนวนผู้รับ' });
const OVER_QUOTA = 'จำนวนผู้รับเกินโควตาข้อความที่เหลือของเดือนนี้ จึงส่งไม่ได้';
const CAPPED = 'ได้รับครบจำนวนครั้งที่กำหนดแล้ว (จะถูกข้าม)';

describe('BroadcastAudience', () => {
  it("counts the unit's followers less the excluded CIDs, and hands the count on", async () => {
    const onRecipients = jest.fn();
    show(<WholeUnit onRecipients={onRecipients} />);

    expect(
      await within(count()).findByText(`จำนวนผู้รับ ${formatCount(UNIT_RECIPIENTS)} คน`),
    ).toBeInTheDocument();
    expect(count()).toHaveTextContent(`(ไม่รวม CID ที่ยกเว้นการส่ง ${UNIT_EXCLUDED} คน)`);
    expect(count()).toHaveAttribute('aria-busy', 'false');
    expect(onRecipients).toHaveBeenLastCalledWith(UNIT_RECIPIENTS);
    expect(bodiesOf(`POST ${API_PATHS.broadcastAudience}`)).toEqual([{ target: 'UNIT' }]);
    expect(await screen.findByText('โควตาข้อความเดือนนี้คงเหลือ 47,000 ข้อความ')).toBeInTheDocument();
    expect(screen.queryByText(OVER_QUOTA)).not.toBeInTheDocument();
    expect(count()).not.toHaveTextContent(CAPPED);
  });

  it('leaves out, and says, those the frequency cap would skip', async () => {
    const onRecipients = jest.fn();
    show(<Capped onRecipients={onRecipients} />);
    expect(
      await within(count()).findByText(`จำนวนผู้รับ ${formatCount(UNIT_RECIPIENTS - 40)} คน`),
    ).toBeInTheDocument();
    expect(within(count()).getByText(`${CAPPED} 40 คน`)).toBeInTheDocument();
    expect(onRecipients).toHaveBeenLastCalledWith(UNIT_RECIPIENTS - 40);
  });

  it('asks for an urgent broadcast, which the cap does not hold back', async () => {
    show(<UrgentIgnoresCap />);
    expect(
      await within(count()).findByText(`จำนวนผู้รับ ${formatCount(UNIT_RECIPIENTS)} คน`),
    ).toBeInTheDocument();
    expect(count()).not.toHaveTextContent(CAPPED);
    expect(bodiesOf(`POST ${API_PATHS.broadcastAudience}`)).toEqual([
      { target: 'UNIT', urgent: true },
    ]);
  });

  it("counts a segment's recipients", async () => {
    show(<Segment />);
    expect(
      await within(count()).findByText(
        `จำนวนผู้รับ ${formatCount((ELDERLY_DIABETIC.cachedCount ?? 0) - 5)} คน`,
      ),
    ).toBeInTheDocument();
    expect(bodiesOf(`POST ${API_PATHS.broadcastAudience}`)).toEqual([
      { target: 'SEGMENT', segmentId: ELDERLY_DIABETIC.id },
    ]);
  });

  it('asks for a segment before counting', async () => {
    const onRecipients = jest.fn();
    show(<NoSegmentYet onRecipients={onRecipients} />);
    expect(count()).toHaveTextContent('เลือกกลุ่มเป้าหมายเพื่อดูจำนวนผู้รับ');
    await screen.findByText(/โควตาข้อความเดือนนี้/);
    expect(bodiesOf(`POST ${API_PATHS.broadcastAudience}`)).toEqual([]);
    expect(onRecipients).toHaveBeenLastCalledWith(null);
  });

  it('warns when the recipients exceed the quota left', async () => {
    show(<OverQuota />);
    expect(await screen.findByRole('alert')).toHaveTextContent(OVER_QUOTA);
    expect(screen.getByText('โควตาข้อความเดือนนี้คงเหลือ 1,000 ข้อความ')).toBeInTheDocument();
  });

  it('counts one message per recipient, as LINE does, so a quota equal to the recipients is enough', async () => {
    show(<JustWithinQuota />);
    await within(count()).findByText(`จำนวนผู้รับ ${formatCount(UNIT_RECIPIENTS)} คน`);
    expect(
      await screen.findByText(`โควตาข้อความเดือนนี้คงเหลือ ${formatCount(UNIT_RECIPIENTS)} ข้อความ`),
    ).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says when the month has no limit', async () => {
    show(<NoLimit />);
    expect(await screen.findByText('โควตาข้อความเดือนนี้: ไม่จำกัด')).toBeInTheDocument();
    await within(count()).findByText(/จำนวนผู้รับ/);
    expect(screen.queryByText(OVER_QUOTA)).not.toBeInTheDocument();
  });

  it('says when counting failed and counts again on request', async () => {
    const user = userEvent.setup();
    show(<CountFails />);

    expect(await within(count()).findByText('นับจำนวนผู้รับไม่สำเร็จ')).toBeInTheDocument();
    await user.click(within(count()).getByRole('button', { name: 'นับอีกครั้ง' }));

    await waitFor(() => expect(bodiesOf(`POST ${API_PATHS.broadcastAudience}`)).toHaveLength(2));
  });
});
