import {
  ApiError,
  cancelBroadcast,
  countBroadcastAudience,
  createBroadcast,
  deleteBroadcast,
  getBroadcast,
  getBroadcastQuota,
  listBroadcastDeliveries,
  listBroadcasts,
  progressOfRecord,
  retryFailedBroadcast,
  sendBroadcast,
  streamBroadcastProgress,
  testBroadcast,
  updateBroadcast,
  watchBroadcastProgress,
} from '@hbc/api-clients';
import {
  API_PATHS,
  BROADCAST_MESSAGES,
  FINAL_BROADCAST_STATUSES,
  type BroadcastBody,
  type BroadcastProgress,
} from '@hbc/contracts';
import {
  broadcastAudience,
  broadcastDelivery,
  broadcastListItem,
  broadcastProgress,
  broadcastQuota,
  broadcastRecord,
  testSend,
} from '../shapes/broadcast';
import { listOf } from '../shapes/common';
import { insertCitizens, unitIdOf } from '../support/api';
import { describeContract } from '../support/contract-suite';
import { rejectionOf } from '../support/rejection';
import { arrayOf, expectShape } from '../support/shape';
import { until } from '../support/until';

const body = (title: string): BroadcastBody => ({
  title,
  messages: [{ type: 'text', text: 'สวัสดีครับ\nเชิญตรวจสุขภาพประจำปี' }],
  target: 'UNIT',
});

const ended = (id: number) =>
  until(
    () => getBroadcast(id),
    (record) => FINAL_BROADCAST_STATUSES.includes(record.status),
  );

describeContract('broadcast calls', (ctx) => {
  beforeAll(async () => {
    await insertCitizens(ctx.app.db, await unitIdOf(ctx.app.db), 3);
  });
  beforeEach(() => ctx.fake.messaging.reset());

  it('createBroadcast, getBroadcast, updateBroadcast, listBroadcasts and deleteBroadcast', async () => {
    ctx.signInAs('admin-lv3');
    const created = await createBroadcast(body('ร่างประกาศ'));
    expectShape(created, broadcastRecord);
    expect(created).toMatchObject({ ...body('ร่างประกาศ'), status: 'DRAFT', messageCount: 1 });
    expect(await getBroadcast(created.id)).toEqual(created);

    const updated = await updateBroadcast(created.id, body('ประกาศแก้ไข'));
    expectShape(updated, broadcastRecord);
    expect(updated).toMatchObject({ id: created.id, title: 'ประกาศแก้ไข' });

    ctx.signInAs('admin-lv2');
    const page = await listBroadcasts({
      page: 1,
      pageSize: 20,
      search: 'แก้ไข',
      sort: { field: 'createdAt', direction: 'desc' },
      filters: { status: 'DRAFT' },
    });
    expectShape(page, listOf(broadcastListItem));
    expect(page.data.map((row) => row.id)).toEqual([created.id]);

    ctx.signInAs('admin-lv3');
    await expect(deleteBroadcast(created.id)).resolves.toBeUndefined();
    await expect(getBroadcast(created.id)).rejects.toMatchObject({ status: 404 });
  });

  it('countBroadcastAudience and getBroadcastQuota', async () => {
    ctx.signInAs('admin-lv3');
    const audience = await countBroadcastAudience({ target: 'UNIT' });
    expectShape(audience, broadcastAudience);
    expect(audience).toMatchObject({ reached: 3, excluded: 0, recipients: 3 });

    const quota = await getBroadcastQuota();
    expectShape(quota, broadcastQuota);
  });

  it('testBroadcast pushes the messages to the staff member’s own LINE', async () => {
    ctx.signInAs('admin-lv3');
    const draft = await createBroadcast(body('ทดสอบส่ง'));
    const sent = await testBroadcast(draft.id);
    expectShape(sent, testSend);
    expect(ctx.fake.messaging.deliveries).toHaveLength(1);
  });

  it('sendBroadcast at a time schedules it; cancelBroadcast cancels; a cancelled one is no longer editable', async () => {
    ctx.signInAs('admin-lv3');
    const draft = await createBroadcast(body('ตั้งเวลา'));
    const scheduledAt = new Date(Date.now() + 24 * 3_600_000).toISOString();
    const scheduled = await sendBroadcast(draft.id, { scheduledAt });
    expectShape(scheduled, broadcastRecord);
    expect(scheduled).toMatchObject({ status: 'SCHEDULED', scheduledAt });

    const cancelled = await cancelBroadcast(draft.id);
    expectShape(cancelled, broadcastRecord);
    expect(cancelled.status).toBe('CANCELLED');

    const error = await rejectionOf(updateBroadcast(draft.id, body('สายไป')));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 409 });
    expect(JSON.stringify((error as ApiError).body)).toContain(BROADCAST_MESSAGES.notEditable);
  });

  it('sendBroadcast now; watchBroadcastProgress follows it to SENT; listBroadcastDeliveries', async () => {
    ctx.signInAs('admin-lv3');
    const draft = await createBroadcast(body('ส่งทันที'));
    const sending = await sendBroadcast(draft.id);
    expectShape(sending, broadcastRecord);
    expect(sending.status).toBe('SENDING');

    const seen: BroadcastProgress[] = [];
    await watchBroadcastProgress(draft.id, (progress) => seen.push(progress));
    expectShape(seen, arrayOf(broadcastProgress));
    expect(seen.at(-1)).toMatchObject({ status: 'SENT', total: 3, sent: 3, remaining: 0 });
    expect(ctx.fetched.at(-1)).toEqual({
      path: API_PATHS.broadcastProgress(draft.id),
      status: 200,
      contentType: expect.stringContaining('text/event-stream'),
    });

    const record = await getBroadcast(draft.id);
    expect(progressOfRecord(record)).toEqual(seen.at(-1));

    ctx.signInAs('admin-lv1');
    const deliveries = await listBroadcastDeliveries(draft.id, {
      page: 1,
      pageSize: 20,
      sort: { field: 'batch', direction: 'asc' },
      filters: { status: 'SENT' },
    });
    expectShape(deliveries, listOf(broadcastDelivery));
    expect(deliveries.total).toBe(3);
  });

  it('streamBroadcastProgress tells a sent broadcast’s progress and ends; a stranger’s id is a 404', async () => {
    ctx.signInAs('admin-lv3');
    const draft = await createBroadcast(body('สตรีม'));
    await sendBroadcast(draft.id);
    await ended(draft.id);

    const seen: BroadcastProgress[] = [];
    await streamBroadcastProgress(draft.id, (progress) => seen.push(progress));
    expectShape(seen, arrayOf(broadcastProgress));
    expect(seen).toEqual([expect.objectContaining({ id: draft.id, status: 'SENT' })]);

    const error = await rejectionOf(streamBroadcastProgress(2_147_483_647, () => undefined));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 404 });
  });

  it('retryFailedBroadcast sends again to the recipients LINE refused', async () => {
    ctx.signInAs('admin-lv3');
    const draft = await createBroadcast(body('ส่งซ้ำ'));
    ctx.fake.messaging.failNext({ status: 400, message: 'The request body has 1 error(s)' });
    await sendBroadcast(draft.id);
    const failed = await ended(draft.id);
    expect(failed).toMatchObject({ status: 'FAILED', failedCount: 3 });

    const failedRows = await listBroadcastDeliveries(draft.id, {
      page: 1,
      pageSize: 20,
      filters: { status: 'FAILED' },
    });
    expectShape(failedRows, listOf(broadcastDelivery));
    expect(failedRows.data[0]?.reason).toContain('The request body has 1 error(s)');

    const retried = await retryFailedBroadcast(draft.id);
    expectShape(retried, broadcastRecord);
    expect(retried.status).toBe('SENDING');
    expect(await ended(draft.id)).toMatchObject({ status: 'SENT', sentCount: 3, failedCount: 0 });
  });
});
