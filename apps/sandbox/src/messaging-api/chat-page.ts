import { SANDBOX_BASE_PATHS } from '../config/defaults';
import { lineIdentities } from '../domain/identities';
import { escapeHtml } from '../pages/html';
import { renderPage } from '../pages/layout';
import { renderChatMessage } from './chat-messages';
import type { AcceptedRequest, MessagingStore } from './messaging-store';
import { thaiDate, thaiDateTime, thaiTime } from './thai-date-time';

export const CHAT_PAGE_PATH = `${SANDBOX_BASE_PATHS.lineOfficialAccount}/chat`;
export const RECIPIENTS_PER_PAGE = 50;

/** The pages' policy, but images may come from the API's media host. */
export const CHAT_PAGE_CSP =
  "default-src 'none'; img-src 'self' data: http: https:; font-src 'self'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'";

const BRAND = 'LINE Messaging API จำลอง';
const USER_ID = /^U[0-9a-f]{32}$/;

const STYLES = `<style>
.search{display:flex;gap:8px;flex-wrap:wrap;align-items:center}
.search input{font:inherit;padding:6px 10px;border-radius:8px;border:1px solid #c4d3ca;flex:1 1 16em;min-width:0}
.search button{font:inherit;padding:6px 16px;border-radius:8px;border:1px solid #1b8a4b;background:#1b8a4b;color:#fff;cursor:pointer}
.pager{display:flex;gap:12px;align-items:center;justify-content:space-between;margin-top:12px;font-size:14px}
.chat{background:#8cabd9;border-radius:12px;padding:12px 10px;display:flex;flex-direction:column;gap:8px}
.day{align-self:center;background:rgba(0,0,0,.25);color:#fff;font-size:12px;border-radius:10px;padding:2px 10px;margin:8px 0}
.row{display:flex;align-items:flex-end;gap:6px;max-width:100%}
.time{font-size:11px;color:#f4f7f5;white-space:nowrap}
.msg{background:#fff;border-radius:16px;padding:8px 12px;max-width:min(80%,420px);overflow-wrap:anywhere}
.msg .text{margin:0;white-space:pre-wrap}
.msg.media{padding:0;overflow:hidden;background:transparent;width:min(300px,80%)}
.msg.media img{display:block;width:100%;height:auto;min-height:120px;border-radius:16px;background:#dfe7f2}
.msg .links{margin:4px 0 0;padding:6px 12px;background:#fff;border-radius:12px;font-size:13px}
.video-cover{position:relative;display:block}
.video-cover .play{position:absolute;inset:0;margin:auto;width:52px;height:52px;border-radius:50%;background:rgba(0,0,0,.55);color:#fff;font-size:24px;display:flex;align-items:center;justify-content:center}
.msg.carousel{background:transparent;padding:0;max-width:100%;min-width:0}
.cards{display:flex;gap:8px;overflow-x:auto;scroll-snap-type:x mandatory;padding-bottom:4px}
.flex-card{flex:0 0 auto;width:220px;margin:0;background:#fff;border-radius:16px;overflow:hidden;scroll-snap-align:start}
.flex-card img{display:block;width:100%;height:auto;aspect-ratio:20/13;object-fit:cover;background:#dfe7f2}
.card-button{display:block;text-align:center;padding:10px;color:#1b8a4b;font-weight:700;text-decoration:none;border-top:1px solid #e3ece6}
.msg.wide{max-width:100%;min-width:0}
.msg .alt{margin:0 0 6px;font-weight:700}
.json{margin:0;font-family:ui-monospace,Menlo,monospace,"Sarabun";font-size:12px;white-space:pre-wrap;overflow-wrap:anywhere;max-height:320px;overflow:auto;background:#f4f7f5;border-radius:8px;padding:6px}
.empty{color:#52645a}
.recipients code{word-break:break-all}
@media (max-width:480px){main{padding:0 8px}.flex-card{width:180px}.msg{max-width:88%}}
</style>`;

function displayNameOf(userId: string): string | null {
  return (
    lineIdentities().find((identity) => identity.line.userId === userId)?.line.displayName ?? null
  );
}

function searchForm(userId = ''): string {
  return `<form class="search" method="get" action="${CHAT_PAGE_PATH}" role="search">
<label for="chat-user-id">LINE userId</label>
<input id="chat-user-id" name="userId" value="${escapeHtml(userId)}" required pattern="U[0-9a-f]{32}" placeholder="U ตามด้วยเลขฐานสิบหก 32 หลัก" autocomplete="off">
<button type="submit">ดูข้อความ</button>
</form>`;
}

function pager(page: number, pages: number): string {
  if (pages <= 1) return '';
  const link = (to: number, label: string) => `<a href="${CHAT_PAGE_PATH}?page=${to}">${label}</a>`;
  return `<nav class="pager" aria-label="หน้ารายชื่อผู้รับ">
<span>${page > 1 ? link(page - 1, '← หน้าก่อน') : ''}</span>
<span>หน้า ${page} จาก ${pages}</span>
<span>${page < pages ? link(page + 1, 'หน้าถัดไป →') : ''}</span>
</nav>`;
}

/** The search box and the most recent recipients, `RECIPIENTS_PER_PAGE` at a time. */
export function renderRecipientsPage(store: MessagingStore, requestedPage: number): string {
  const recipients = store.recentRecipients();
  const pages = Math.max(1, Math.ceil(recipients.length / RECIPIENTS_PER_PAGE));
  const page = Math.min(Math.max(1, requestedPage), pages);
  const rows = recipients
    .slice((page - 1) * RECIPIENTS_PER_PAGE, page * RECIPIENTS_PER_PAGE)
    .map((userId) => {
      const received = store.deliveriesTo(userId);
      const last = received.at(-1);
      const name = displayNameOf(userId);
      return `<tr>
<td><a href="${CHAT_PAGE_PATH}?userId=${escapeHtml(userId)}"><code>${escapeHtml(userId)}</code></a>${name ? `<br>${escapeHtml(name)}` : ''}</td>
<td>${received.length.toLocaleString('th-TH')}</td>
<td>${last ? escapeHtml(thaiDateTime(last.at)) : ''}</td>
</tr>`;
    })
    .join('\n');
  const table =
    recipients.length === 0
      ? '<p class="empty">ยังไม่มีการส่งข้อความผ่าน Messaging API จำลอง</p>'
      : `<p class="lead">ผู้รับล่าสุด ${recipients.length.toLocaleString('th-TH')} คน</p>
<table class="recipients"><thead><tr><th>ผู้ใช้ LINE</th><th>จำนวนครั้งที่ได้รับ</th><th>ได้รับล่าสุด</th></tr></thead><tbody>
${rows}
</tbody></table>
${pager(page, pages)}`;
  return renderPage({
    brand: BRAND,
    title: 'ข้อความที่ผู้ใช้ LINE ได้รับ',
    body: `${STYLES}
<section class="card">${searchForm()}</section>
<section class="card">${table}</section>`,
  });
}

function conversation(received: AcceptedRequest[]): string {
  let day = '';
  const parts: string[] = [];
  for (const request of received) {
    const date = thaiDate(request.at);
    if (date !== day) {
      day = date;
      parts.push(`<div class="day">${escapeHtml(date)}</div>`);
    }
    const time = escapeHtml(thaiTime(request.at));
    for (const message of request.messages) {
      parts.push(
        `<div class="row">${renderChatMessage(message)}<time class="time">${time}</time></div>`,
      );
    }
  }
  return `<div class="chat" aria-label="ข้อความที่ได้รับ">${parts.join('\n')}</div>`;
}

/** Everything one user received, oldest first, as LINE's chat shows it. */
export function renderChatPage(store: MessagingStore, userId: string): string {
  const valid = USER_ID.test(userId);
  const received = valid ? store.deliveriesTo(userId) : [];
  const name = valid ? displayNameOf(userId) : null;
  const content = !valid
    ? '<p class="notice error" role="alert">LINE userId ต้องขึ้นต้นด้วย U ตามด้วยเลขฐานสิบหก 32 หลัก</p>'
    : received.length === 0
      ? '<p class="empty">ผู้ใช้นี้ยังไม่ได้รับข้อความ</p>'
      : conversation(received);
  return renderPage({
    brand: BRAND,
    title: name ? `แชตกับ ${name}` : 'แชตของผู้ใช้ LINE',
    body: `${STYLES}
<section class="card">${searchForm(userId)}
<p><a href="${CHAT_PAGE_PATH}">← ผู้รับล่าสุดทั้งหมด</a></p></section>
<section class="card"><p class="lead"><code>${escapeHtml(userId)}</code></p>
${content}</section>`,
  });
}
