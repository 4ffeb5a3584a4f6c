import { SANDBOX_BASE_PATHS } from '../config/defaults';
import { avatarPath, lineIdentities } from '../domain/identities';
import { escapeHtml } from '../pages/html';
import { renderPage } from '../pages/layout';
import type { FriendStatus, OfficialAccountFriends } from './official-account-friends';
import type { FollowAction } from './webhook-events';

const ACTION_LABELS: Record<FollowAction, string> = { follow: 'ติดตาม', unfollow: 'เลิกติดตาม' };
/** What a notice names: a follow change, or a text sent to the account. */
const NOTICE_LABELS: Record<FollowAction | 'message', string> = {
  ...ACTION_LABELS,
  message: 'ส่งข้อความ',
};

const STATUS_LABELS: Record<FriendStatus | 'NONE', string> = {
  FOLLOWING: 'ติดตามอยู่',
  UNFOLLOWED: 'เลิกติดตามแล้ว',
  NONE: 'ยังไม่ได้ส่ง',
};

/** What the last button press gave, as the page's address carries it. */
export interface SentNotice {
  action: FollowAction | 'message';
  userId: string;
  delivered: boolean;
  status?: number;
}

export interface OfficialAccountPageInput {
  webhookUrl: string;
  friends: OfficialAccountFriends;
  notice?: SentNotice;
}

const FORM_ACTION = SANDBOX_BASE_PATHS.lineOfficialAccount;
const TEXT_ACTION = `${SANDBOX_BASE_PATHS.lineOfficialAccount}/text`;

const STYLES = `<style>
.oa-actions{display:flex;gap:8px;flex-wrap:wrap;margin:0}
.oa-actions button{font:inherit;padding:4px 12px;border-radius:8px;border:1px solid #1b8a4b;background:#fff;color:#1b8a4b;cursor:pointer}
.oa-actions button[value="follow"]{background:#1b8a4b;color:#fff}
.oa-actions input{font:inherit;padding:4px 8px;border-radius:6px;border:1px solid #c4d3ca;min-width:22em}
.oa-actions select{font:inherit;padding:4px 8px;border-radius:6px;border:1px solid #c4d3ca}
</style>`;

function actionButtons(): string {
  return (['follow', 'unfollow'] as const)
    .map(
      (action) =>
        `<button type="submit" name="action" value="${action}">${ACTION_LABELS[action]}</button>`,
    )
    .join(' ');
}

/** A user picks who they are and sends the account a text (a tester's one-time code). */
function chatForm(): string {
  const options = lineIdentities()
    .map(
      (identity) =>
        `<option value="${escapeHtml(identity.line.userId)}">${escapeHtml(identity.line.displayName)} (${escapeHtml(identity.displayName)})</option>`,
    )
    .join('');
  return `<section class="card">
<p class="lead">ส่งข้อความถึงบัญชีของโครงการ (เช่น รหัสครั้งเดียวของผู้ทดสอบ) ระบบจำลองจะส่ง webhook เหตุการณ์ข้อความ (message) ไปยัง API</p>
<form method="post" action="${TEXT_ACTION}" class="oa-actions">
<label for="chat-user">ผู้ส่ง</label>
<select id="chat-user" name="userId">${options}</select>
<label for="chat-text">ข้อความ</label>
<input id="chat-text" name="text" required maxlength="5000">
<button type="submit">ส่งข้อความ</button>
</form>
</section>`;
}

function userName(userId: string): string {
  return (
    lineIdentities().find((identity) => identity.line.userId === userId)?.line.displayName ?? userId
  );
}

function noticeHtml(notice: SentNotice, webhookUrl: string): string {
  const what = `เหตุการณ์${NOTICE_LABELS[notice.action]}ของ ${escapeHtml(userName(notice.userId))}`;
  if (notice.delivered) {
    return `<p class="notice" role="status">ส่ง${what} ไปยัง API แล้ว: ตอบกลับ HTTP ${notice.status ?? ''}</p>`;
  }
  const why =
    notice.status === undefined
      ? `ติดต่อ <code>${escapeHtml(webhookUrl)}</code> ไม่ได้`
      : `API ตอบกลับ HTTP ${notice.status}${
          notice.status === 401
            ? ' (ตรวจสอบว่า LINE_MESSAGING_CHANNEL_SECRET ของ API และระบบจำลองตรงกัน)'
            : ''
        }`;
  return `<p class="notice error" role="alert">ส่ง${what} ไม่สำเร็จ: ${why}</p>`;
}

/** The Official Account page: each LINE identity with buttons to follow or unfollow. */
export function renderOfficialAccountPage(input: OfficialAccountPageInput): string {
  const rows = lineIdentities()
    .map((identity) => {
      const userId = identity.line.userId;
      const status = STATUS_LABELS[input.friends.statusOf(userId) ?? 'NONE'];
      return `<tr>
<td><img src="${escapeHtml(avatarPath(identity.id))}" alt="" width="32" height="32"></td>
<td><strong>${escapeHtml(identity.line.displayName)}</strong> (${escapeHtml(identity.displayName)})<br><code>${escapeHtml(userId)}</code></td>
<td>${status}</td>
<td><form method="post" action="${FORM_ACTION}" class="oa-actions"><input type="hidden" name="userId" value="${escapeHtml(userId)}">${actionButtons()}</form></td>
</tr>`;
    })
    .join('\n');
  return renderPage({
    brand: 'LINE Messaging API จำลอง',
    title: 'บัญชี LINE Official Account ของโครงการ',
    body: `${STYLES}
${input.notice ? noticeHtml(input.notice, input.webhookUrl) : ''}
<section class="card">
<p class="lead">จำลองผู้ใช้ LINE เพิ่มเพื่อน (ติดตาม) หรือบล็อก (เลิกติดตาม) บัญชีของโครงการ ทุกครั้งที่กดปุ่ม ระบบจำลองจะส่ง webhook ที่ลงลายมือชื่อ (X-Line-Signature) ด้วย channel secret ไปยัง <code>${escapeHtml(input.webhookUrl)}</code></p>
<table><thead><tr><th></th><th>ผู้ใช้ LINE</th><th>สถานะ</th><th></th></tr></thead><tbody>
${rows}
</tbody></table>
</section>
<section class="card">
<p class="lead">ผู้ใช้ LINE อื่น เช่น ประชาชนในข้อมูลตัวอย่าง</p>
<form method="post" action="${FORM_ACTION}" class="oa-actions">
<label for="other-user-id">LINE userId</label>
<input id="other-user-id" name="userId" required pattern="U[0-9a-f]{32}" placeholder="U ตามด้วยเลขฐานสิบหก 32 หลัก">
${actionButtons()}
</form>
</section>
${chatForm()}`,
  });
}
