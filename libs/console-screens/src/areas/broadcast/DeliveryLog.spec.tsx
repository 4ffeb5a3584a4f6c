import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { composeStories } from '@storybook/react-vite';
import { API_PATHS, type BroadcastStatus } from '@hbc/contracts';
import { StoryShell } from '@hbc/ui';
import { clearProfile } from '@hbc/api-clients';
import { address, bodiesOf, column, show } from '../../testing/spec-helpers';
import { PARTIAL } from './broadcast-fixtures';
import * as stories from './DeliveryLog.stories';

const { PartlyFailed, FailedOnly, NothingSent } = composeStories(stories);

afterEach(clearProfile);

const LOG = 'ประวัติการส่ง';
const calls = `POST ${API_PATHS.broadcastDeliveryList(PARTIAL.id)}`;
const filter = () => screen.getByRole('group', { name: 'สถานะการส่ง' });

describe('DeliveryLog', () => {
  it('lists each recipient by masked LINE id, status and time sent, a page at a time', async () => {
    const user = userEvent.setup();
    show(<PartlyFailed />);

    await waitFor(() => expect(column(LOG, 'lineUserIdMasked')).toHaveLength(20));
    expect(bodiesOf(calls)).toEqual([
      { page: 1, pageSize: 20, sort: { field: 'batch', direction: 'asc' } },
    ]);
    expect(column(LOG, 'lineUserIdMasked')[0]).toBe('U1000…a000');
    expect(column(LOG, 'status')[0]).toBe('ส่งสำเร็จ');
    expect(column(LOG, 'sentAt')[0]).toBe('20/11/2569 09:00');
    expect(column(LOG, 'reason')[0]).toBe('—');

    await user.click(screen.getByRole('button', { name: /หน้าถัดไป|ถัดไป/ }));

    await waitFor(() => expect(bodiesOf(calls).at(-1)).toMatchObject({ page: 2 }));
    await waitFor(() => expect(column(LOG, 'lineUserIdMasked')[0]).toBe('U1020…a014'));
  });

  it('filters by delivery status, keeping the filter in the address', async () => {
    const user = userEvent.setup();
    show(<PartlyFailed />);
    await waitFor(() => expect(column(LOG, 'lineUserIdMasked')).toHaveLength(20));
    expect(within(filter()).getByRole('button', { name: 'ทั้งหมด' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    await user.click(within(filter()).getByRole('button', { name: 'ส่งไม่สำเร็จ' }));

    await waitFor(() =>
      expect(address()).toBe(`/broadcast/detail?id=${PARTIAL.id}&delivery=FAILED`),
    );
    await waitFor(() =>
      expect(bodiesOf(calls).at(-1)).toMatchObject({ page: 1, filters: { status: 'FAILED' } }),
    );
    await waitFor(() => expect(new Set(column(LOG, 'status'))).toEqual(new Set(['ส่งไม่สำเร็จ'])));
    expect(column(LOG, 'reason')[0]).toBe('The request body has 1 error(s)');
  });

  it('opens on the filter the address keeps, and clears it with ทั้งหมด', async () => {
    const user = userEvent.setup();
    show(<FailedOnly />);

    await waitFor(() =>
      expect(bodiesOf(calls)[0]).toMatchObject({ filters: { status: 'FAILED' } }),
    );
    expect(within(filter()).getByRole('button', { name: 'ส่งไม่สำเร็จ' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    await user.click(within(filter()).getByRole('button', { name: 'ทั้งหมด' }));
    await waitFor(() => expect(address()).toBe(`/broadcast/detail?id=${PARTIAL.id}`));
  });

  it('reads the log again when the broadcast’s status changes (a send that ends), on the same page', async () => {
    const shown = show(<PartlyFailed status="SENDING" />);
    await waitFor(() => expect(bodiesOf(calls)).toHaveLength(1));
    const again = (status: BroadcastStatus) =>
      shown.rerender(
        <StoryShell>
          <PartlyFailed status={status} />
        </StoryShell>,
      );
    again('SENDING');
    expect(bodiesOf(calls)).toHaveLength(1);
    again('PARTIAL');
    await waitFor(() => expect(bodiesOf(calls)).toHaveLength(2));
    expect(bodiesOf(calls)[1]).toEqual(bodiesOf(calls)[0]);
  });

  it('says when there is nothing to show', async () => {
    show(<NothingSent />);
    expect(
      await within(screen.getByRole('grid', { name: LOG })).findByText('ไม่พบข้อมูล'),
    ).toBeInTheDocument();
  });
});
