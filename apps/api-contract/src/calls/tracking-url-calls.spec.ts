import {
  ApiError,
  createBroadcast,
  createTrackingUrl,
  deleteTrackingUrl,
  getBroadcast,
  getTrackingUrl,
  listTrackingUrls,
  sendBroadcast,
  updateTrackingUrl,
} from '@hbc/api-clients';
import {
  FINAL_BROADCAST_STATUSES,
  TRACKING_URL_MESSAGES,
  type TrackingUrlBody,
} from '@hbc/contracts';
import { listOf } from '../shapes/common';
import { trackingUrlRecord } from '../shapes/tracking';
import { insertCitizens, unitIdOf } from '../support/api';
import { describeContract } from '../support/contract-suite';
import { rejectionOf } from '../support/rejection';
import { expectShape } from '../support/shape';
import { until } from '../support/until';

const body: TrackingUrlBody = {
  name: 'นัดฉีดวัคซีนไข้หวัดใหญ่',
  targetUrl: 'https://hospital.example/vaccine',
};

describeContract('tracking-link calls', (ctx) => {
  it('createTrackingUrl, listTrackingUrls, getTrackingUrl, updateTrackingUrl and deleteTrackingUrl', async () => {
    ctx.signInAs('admin-lv3');
    const created = await createTrackingUrl(body);
    expectShape(created, trackingUrlRecord);
    expect(created).toMatchObject({ ...body, enabled: true, clicks: 0 });
    expect(created.shortUrl).toMatch(new RegExp(`/t/${created.code}$`));

    ctx.signInAs('admin-lv2');
    const page = await listTrackingUrls({
      page: 1,
      pageSize: 20,
      search: 'วัคซีน',
      sort: { field: 'clicks', direction: 'desc' },
      filters: { status: 'ENABLED' },
    });
    expectShape(page, listOf(trackingUrlRecord));
    expect(page.data).toEqual([created]);
    expect(await getTrackingUrl(created.id)).toEqual(created);

    ctx.signInAs('admin-lv3');
    const disabled = await updateTrackingUrl(created.id, { ...body, enabled: false });
    expectShape(disabled, trackingUrlRecord);
    expect(disabled).toMatchObject({ id: created.id, enabled: false });

    await expect(deleteTrackingUrl(created.id)).resolves.toBeUndefined();
    await expect(getTrackingUrl(created.id)).rejects.toMatchObject({ status: 404 });
  });

  it('createTrackingUrl maps a destination that is no web link to VALIDATION_ERROR', async () => {
    ctx.signInAs('admin-lv3');
    const error = await rejectionOf(createTrackingUrl({ name: 'ผิด', targetUrl: 'ftp://x' }));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      message: 'VALIDATION_ERROR',
      errors: [
        {
          path: expect.stringContaining('targetUrl'),
          message: TRACKING_URL_MESSAGES.targetInvalid,
        },
      ],
    });
  });

  it('deleteTrackingUrl of a link a sent broadcast carried is refused with its Thai reason', async () => {
    await insertCitizens(ctx.app.db, await unitIdOf(ctx.app.db), 1);
    ctx.signInAs('admin-lv3');
    const link = await createTrackingUrl({ ...body, name: 'ลิงก์ที่ส่งแล้ว' });
    const draft = await createBroadcast({
      title: 'มีลิงก์',
      messages: [{ type: 'text', text: link.shortUrl }],
      target: 'UNIT',
    });
    await sendBroadcast(draft.id);
    await until(
      () => getBroadcast(draft.id),
      (record) => FINAL_BROADCAST_STATUSES.includes(record.status),
    );

    const error = await rejectionOf(deleteTrackingUrl(link.id));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 409,
      errors: [{ message: TRACKING_URL_MESSAGES.usedInBroadcast }],
    });
  });
});
