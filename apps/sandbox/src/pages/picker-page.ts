import { escapeHtml } from './html';
import { renderPage } from './layout';

export interface PickerEntry {
  id: string;
  avatarPath: string;
  name: string;
  /** Short Thai lines under the name. */
  details: string[];
}

export interface PickerPageModel {
  brand: string;
  title: string;
  lead: string;
  /** Path the form submits to (the authorize endpoint itself). */
  action: string;
  /** Query parameters of the authorize request, carried through the form. */
  params: Record<string, string>;
  entries: PickerEntry[];
  faults: { value: string; label: string }[];
  /** Where "cancel" goes: the client's redirect URI with an access_denied error. */
  cancelUrl: string;
  notice?: string;
}

/**
 * The identity picker: each identity is a submit button that approves the sign-in with
 * `login_hint=<id>`; a selector adds an optional `sandbox_fault`.
 */
export function renderPickerPage(model: PickerPageModel): string {
  const hidden = Object.entries(model.params)
    .map(
      ([name, value]) =>
        `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`,
    )
    .join('\n');
  const entries = model.entries
    .map(
      (
        entry,
      ) => `<li><button class="pick" type="submit" name="login_hint" value="${escapeHtml(entry.id)}">
<img src="${escapeHtml(entry.avatarPath)}" alt="" width="48" height="48">
<span><span class="name">${escapeHtml(entry.name)}</span>${entry.details
        .map((line) => `<span class="meta">${escapeHtml(line)}</span>`)
        .join('')}</span>
<span class="go">เข้าสู่ระบบ</span>
</button></li>`,
    )
    .join('\n');
  const faultOptions = [{ value: '', label: 'ปกติ (ไม่จำลองข้อผิดพลาด)' }, ...model.faults]
    .map(
      (fault) => `<option value="${escapeHtml(fault.value)}">${escapeHtml(fault.label)}</option>`,
    )
    .join('');
  const notice = model.notice
    ? `<div class="notice" role="status">${escapeHtml(model.notice)}</div>`
    : '';
  return renderPage({
    brand: model.brand,
    title: model.title,
    body: `${notice}<section class="card">
<p class="lead">${escapeHtml(model.lead)}</p>
<form method="get" action="${escapeHtml(model.action)}">
${hidden}
<ul class="list" aria-label="บัญชีทดสอบ">
${entries}
</ul>
<div class="fault"><label>จำลองข้อผิดพลาด<select name="sandbox_fault">${faultOptions}</select></label></div>
</form>
<div class="actions"><a class="button" href="${escapeHtml(model.cancelUrl)}">ยกเลิก</a></div>
</section>`,
  });
}
