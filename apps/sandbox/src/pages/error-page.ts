import { escapeHtml } from './html';
import { renderPage } from './layout';

/** A Thai error page for requests that cannot be sent back to the client. */
export function renderErrorPage(brand: string, message: string, detail?: string): string {
  const detailHtml = detail ? `<p class="meta"><code>${escapeHtml(detail)}</code></p>` : '';
  return renderPage({
    brand,
    title: 'คำขอเข้าสู่ระบบไม่ถูกต้อง',
    body: `<section class="card notice error" role="alert"><p class="lead">${escapeHtml(message)}</p>${detailHtml}</section>`,
  });
}
