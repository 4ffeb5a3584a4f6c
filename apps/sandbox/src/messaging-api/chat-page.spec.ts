import type { SandboxApp } from '../app';
import { testApp, type TestClock } from '../testing/test-app';
import { post, textMessage, userId, userIds } from './test-kit';

let app: SandboxApp;
let clock: TestClock;

beforeEach(async () => {
  ({ app, clock } = await testApp());
});
afterEach(async () => {
  await app.close();
});

const page = (query = '') => app.inject({ method: 'GET', url: `/line/oa/chat${query}` });
const push = (to: string, messages: unknown[]) =>
  post(app, '/v2/bot/message/push', { to, messages });

/** The data-message-type of each bubble, in page order. */
const bubbleTypes = (html: string) =>
  Array.from(html.matchAll(/data-message-type="([^"]+)"/g), (match) => match[1]);

describe('GET /line/oa/chat', () => {
  it('shows a Thai page with the search box and the most recent recipients first', async () => {
    await push(userId(1), [textMessage()]);
    await push(userId(2), [textMessage()]);

    const response = await page();
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    const html = response.body;
    expect(html).toContain('<html lang="th">');
    expect(html).toContain('name="userId"');
    expect(html.indexOf(userId(2))).toBeLessThan(html.indexOf(userId(1)));
    expect(html).toContain('ผู้รับล่าสุด 2 คน');
  });

  it('pages the recipients 50 at a time', async () => {
    await post(app, '/v2/bot/message/multicast', { to: userIds(120), messages: [textMessage()] });

    const first = (await page()).body;
    const third = (await page('?page=3')).body;
    expect(first).toContain('หน้า 1 จาก 3');
    expect(first.match(/<tr>/g)).toHaveLength(50 + 1);
    expect(third).toContain('หน้า 3 จาก 3');
    expect(third.match(/<tr>/g)).toHaveLength(20 + 1);
  });

  it("shows a user's chat oldest first, with Buddhist-era day separators in Bangkok time", async () => {
    await push(userId(1), [textMessage('ครั้งแรก')]);
    clock.advance(24 * 3600 * 1000);
    await push(userId(1), [textMessage('ครั้งที่สอง')]);

    const html = (await page(`?userId=${userId(1)}`)).body;
    expect(html.indexOf('ครั้งแรก')).toBeLessThan(html.indexOf('ครั้งที่สอง'));
    expect(html).toContain('วันพุธที่ 15 มกราคม 2568');
    expect(html).toContain('วันพฤหัสบดีที่ 16 มกราคม 2568');
    expect(html).toContain('<time class="time">10:00</time>');
  });

  it('shows text as text: HTML escaped, line breaks kept', async () => {
    await push(userId(1), [textMessage('บรรทัดแรก\n<script>alert("x")</script>')]);

    const html = (await page(`?userId=${userId(1)}`)).body;
    expect(html).not.toContain('<script>alert');
    expect(html).toContain('บรรทัดแรก\n&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');
    expect(html).toContain('white-space:pre-wrap');
  });

  it('renders each kind of message as LINE shows it', async () => {
    const card = (n: number) => ({
      type: 'bubble',
      hero: { type: 'image', url: `https://media.test/card-${n}.jpg` },
      footer: {
        type: 'box',
        layout: 'vertical',
        contents: [
          { type: 'button', action: { type: 'uri', label: `ปุ่ม ${n}`, uri: 'https://moph.go.th' } },
        ],
      },
    });
    await push(userId(1), [
      {
        type: 'imagemap',
        baseUrl: 'https://media.test/map',
        altText: 'แผนที่',
        baseSize: { width: 1040, height: 1040 },
        actions: [
          {
            type: 'uri',
            linkUri: 'https://moph.go.th',
            area: { x: 0, y: 0, width: 1040, height: 1040 },
          },
        ],
      },
      {
        type: 'flex',
        altText: 'การ์ด',
        contents: { type: 'carousel', contents: [card(1), card(2)] },
      },
      {
        type: 'video',
        originalContentUrl: 'https://media.test/v.mp4',
        previewImageUrl: 'https://media.test/v.jpg',
      },
      {
        type: 'flex',
        altText: 'กำหนดเอง',
        contents: { type: 'bubble', body: { type: 'box', layout: 'vertical', contents: [] } },
      },
      {
        type: 'template',
        altText: 'ยืนยันนัด',
        template: {
          type: 'confirm',
          text: 'มาตามนัด?',
          actions: [
            { type: 'message', label: 'มา', text: 'มา' },
            { type: 'message', label: 'ไม่มา', text: 'ไม่มา' },
          ],
        },
      },
    ]);

    const response = await page(`?userId=${userId(1)}`);
    const html = response.body;
    expect(bubbleTypes(html)).toEqual(['imagemap', 'flex', 'video', 'flex', 'template']);
    expect(html).toContain('src="https://media.test/map/1040"');
    expect(html).toContain('src="https://media.test/card-2.jpg"');
    expect(html).toContain('>ปุ่ม 2</a>');
    expect(html).toContain('class="play"');
    expect(html).toContain('src="https://media.test/v.jpg"');
    expect(html).toContain('&quot;layout&quot;: &quot;vertical&quot;');
    expect(html).toContain('ยืนยันนัด');
    expect(html).toContain('&quot;type&quot;: &quot;confirm&quot;');
    expect(response.headers['content-security-policy']).toContain('img-src');
  });

  it('shows the console’s card (an image in the body, a label box over it with the link) with its link', async () => {
    await push(userId(2), [
      {
        type: 'flex',
        altText: 'การ์ด',
        contents: {
          type: 'carousel',
          contents: [
            {
              type: 'bubble',
              body: {
                type: 'box',
                layout: 'vertical',
                paddingAll: '0px',
                contents: [
                  { type: 'image', url: 'https://media.test/card.jpg', size: 'full' },
                  {
                    type: 'box',
                    layout: 'vertical',
                    position: 'absolute',
                    contents: [{ type: 'text', text: 'ลงทะเบียน' }],
                    action: {
                      type: 'uri',
                      label: 'ลงทะเบียน',
                      uri: 'https://moph.go.th/t/Ab12Cd34Ef?b=7',
                    },
                  },
                ],
              },
            },
          ],
        },
      },
    ]);
    const html = (await page(`?userId=${userId(2)}`)).body;
    expect(html).toContain('src="https://media.test/card.jpg"');
    expect(html).toContain(
      '<a class="card-button" href="https://moph.go.th/t/Ab12Cd34Ef?b=7">ลงทะเบียน</a>',
    );
  });

  it('tells a wrong user id or a user with no messages apart', async () => {
    expect((await page('?userId=abc')).body).toContain('LINE userId ต้องขึ้นต้นด้วย U');
    expect((await page(`?userId=${userId(5)}`)).body).toContain('ผู้ใช้นี้ยังไม่ได้รับข้อความ');
  });

  it('is linked from the sandbox home page', async () => {
    const home = await app.inject({ method: 'GET', url: '/' });
    expect(home.body).toContain('href="/line/oa/chat"');
  });
});
