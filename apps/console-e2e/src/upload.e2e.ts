import type { Locator } from 'playwright-core';
import sharp from 'sharp';
import { addMessage, chooseJpeg } from './support/composer';
import { consoleUrl, openBrowser, type BrowserSession } from './support/browser';
import { signInAs } from './support/sign-in';

/** Width of an image as the browser decoded it (0 when it did not load). */
async function loadedWidth(image: Locator): Promise<number> {
  await image.evaluate((element) => {
    const img = element as HTMLImageElement;
    if (img.complete) return undefined;
    return new Promise((resolve) => {
      img.addEventListener('load', resolve, { once: true });
      img.addEventListener('error', resolve, { once: true });
    });
  });
  return image.evaluate((element) => (element as HTMLImageElement).naturalWidth);
}

describe('media uploads from the broadcast form', () => {
  let session: BrowserSession;

  beforeAll(async () => {
    session = await openBrowser();
    await signInAs(session.page, 'admin-lv3');
  });
  afterAll(async () => {
    await session.close();
  });

  it('uploads a rich message image and a card image to the API, which serves them', async () => {
    const { page } = session;
    const apiOrigin = new URL(consoleUrl('/')).origin;
    await page.goto(consoleUrl('/broadcast/form'));
    await page.getByRole('heading', { level: 1, name: 'สร้างบรอดแคสต์' }).waitFor();
    await page.getByRole('button', { name: 'สร้างข้อความ' }).click();
    const preview = page.getByRole('list', { name: 'ตัวอย่างข้อความ' });

    await chooseJpeg(await addMessage(page, 'ริชเมสเสจ'), 1040, 1040);
    const richImage = preview.getByRole('img', { name: 'ริชเมสเสจ' });
    await richImage.waitFor();
    const richSrc = (await richImage.getAttribute('src')) ?? '';
    expect(richSrc.startsWith(`${apiOrigin}/files/imagemap/`)).toBe(true);
    expect(await loadedWidth(richImage)).toBe(1040);
    const smallest = await fetch(`${richSrc}/240`);
    expect(smallest.status).toBe(200);
    expect(smallest.headers.get('content-type')).toBe('image/jpeg');
    expect((await sharp(Buffer.from(await smallest.arrayBuffer())).metadata()).width).toBe(240);

    await chooseJpeg(await addMessage(page, 'การ์ดเมสเสจ'), 600, 600);
    const cardImage = preview.getByRole('img', { name: 'รูปภาพการ์ดที่ 1' });
    await cardImage.waitFor();
    const cardSrc = (await cardImage.getAttribute('src')) ?? '';
    expect(cardSrc).toMatch(new RegExp(`^${apiOrigin}/files/[0-9a-f]{64}\\.jpg$`));
    expect(await loadedWidth(cardImage)).toBe(600);
  });
});
