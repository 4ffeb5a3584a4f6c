import { DEMO_IDENTITIES } from '@hbc/contracts';
import { SANDBOX_BASE_PATHS } from '../config/defaults';
import type { SandboxConfig } from '../config/load-config';
import { avatarPath, describeUser } from '../domain/identities';
import { escapeHtml } from '../pages/html';
import { CHAT_PAGE_PATH } from '../messaging-api/chat-page';
import { renderPage } from '../pages/layout';

/** The sandbox's front page: the demo identities and where each stand-in lives. */
export function renderHomePage(config: SandboxConfig): string {
  const rows = DEMO_IDENTITIES.map(
    (identity) => `<tr>
<td><img src="${escapeHtml(avatarPath(identity.id))}" alt="" width="32" height="32"></td>
<td><strong>${escapeHtml(identity.displayName)}</strong><br><code>${escapeHtml(identity.id)}</code></td>
<td>${escapeHtml(describeUser(identity))}<br><span class="meta">${escapeHtml(identity.purpose)}</span></td>
</tr>`,
  ).join('\n');
  const base = escapeHtml(config.publicUrl);
  return renderPage({
    brand: 'ระบบจำลองบริการภายนอก',
    title: 'บัญชีทดสอบสำหรับเข้าสู่ระบบ',
    body: `<section class="card">
<p class="lead">ใช้บัญชีเหล่านี้เข้าสู่ระบบผ่าน LINE Login และ Provider ID จำลอง (ระบุ <code>login_hint=&lt;รหัสบัญชี&gt;</code> เพื่อข้ามหน้าเลือกบัญชี)</p>
<table><thead><tr><th></th><th>บัญชี</th><th>ผู้ใช้ในระบบ</th></tr></thead><tbody>
${rows}
</tbody></table>
</section>
<section class="card">
<p class="lead">ที่อยู่ของบริการจำลอง</p>
<table><tbody>
<tr><th>LINE Login</th><td><code>${base}${SANDBOX_BASE_PATHS.line}</code> (channel <code>${escapeHtml(config.lineChannelId)}</code>)</td></tr>
<tr><th>Health ID</th><td><code>${base}${SANDBOX_BASE_PATHS.healthId}</code></td></tr>
<tr><th>Provider ID</th><td><code>${base}${SANDBOX_BASE_PATHS.providerId}</code></td></tr>
<tr><th>รายการบัญชี (JSON)</th><td><code>${base}/sandbox/identities</code></td></tr>
<tr><th>LINE Messaging API</th><td><code>${base}${SANDBOX_BASE_PATHS.line}/v2/bot/...</code> (Bearer token: <code>LINE_MESSAGING_CHANNEL_ACCESS_TOKEN</code>)</td></tr>
<tr><th>ข้อความที่ผู้ใช้ LINE ได้รับ</th><td><a href="${CHAT_PAGE_PATH}"><code>${base}${CHAT_PAGE_PATH}</code></a></td></tr>
<tr><th>LINE Official Account (ติดตาม / เลิกติดตาม)</th><td><a href="${SANDBOX_BASE_PATHS.lineOfficialAccount}"><code>${base}${SANDBOX_BASE_PATHS.lineOfficialAccount}</code></a> ส่ง webhook ไปยัง <code>${escapeHtml(config.lineWebhookUrl)}</code></td></tr>
</tbody></table>
</section>`,
  });
}
