import { ApiError, apiUploadFn, isSessionExpiry, upload, uploadFile } from '@hbc/api-clients';
import { sampleImage } from '../support/api';
import { describeContract } from '../support/contract-suite';
import { rejectionOf } from '../support/rejection';

/** A PNG file `width` × `height` as the browser hands it to the uploader. */
const png = async (width: number, height: number) =>
  new File([new Uint8Array(await sampleImage('png', width, height))], 'โลโก้.png', {
    type: 'image/png',
  });

describeContract('upload calls', (ctx) => {
  it('upload, uploadFile and apiUploadFn answer the hosted URL of the file', async () => {
    ctx.signInAs('admin-lv3');
    const bytes = await sampleImage('png', 8, 8);
    const url = await upload('image', `data:image/png;base64,${bytes.toString('base64')}`);
    expect(url).toMatch(/^https?:\/\/[^/]+\/files\/\S+\.png$/);

    await expect(uploadFile('image', await png(8, 8))).resolves.toBe(url);
    await expect(apiUploadFn(await png(8, 8))).resolves.toBe(url);
    await expect(apiUploadFn(await png(8, 8), { product: 'card' })).resolves.toMatch(/\/files\//);
  });

  it('apiUploadFn sends the product it is given: a card must be square, an image need not', async () => {
    ctx.signInAs('admin-lv3');
    await expect(apiUploadFn(await png(8, 12))).resolves.toMatch(/\/files\//);
    const error = await rejectionOf(apiUploadFn(await png(8, 12), { product: 'card' }));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, message: 'VALIDATION_ERROR' });
  });

  it('maps a file that is not what its type says to VALIDATION_ERROR', async () => {
    ctx.signInAs('admin-lv3');
    const file = new File(['ไม่ใช่รูปภาพ'], 'รูป.png', { type: 'image/png' });
    const error = await rejectionOf(uploadFile('image', file));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, message: 'VALIDATION_ERROR' });
  });

  it('answers 401 without a session, which the uploader keeps to itself', async () => {
    const error = await rejectionOf(apiUploadFn(await png(8, 8)));
    expect(error).toMatchObject({ status: 401 });
    expect(isSessionExpiry(error)).toBe(false);
  });
});
