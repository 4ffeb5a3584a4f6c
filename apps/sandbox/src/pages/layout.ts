import { escapeHtml } from './html';
import { FONT_FACES } from './thai-font';

/** The programme's green, as in the console theme. */
const GREEN = '#1b8a4b';

const STYLES = `
${FONT_FACES}
*{box-sizing:border-box}
body{margin:0;font-family:"Sarabun","Tahoma","Noto Sans Thai","Leelawadee UI",sans-serif;background:#f4f7f5;color:#1f2d24;line-height:1.6}
header{background:${GREEN};color:#fff;padding:16px 24px}
header .brand{font-size:14px;opacity:.9}
header h1{margin:4px 0 0;font-size:22px;font-weight:700}
main{max-width:760px;margin:24px auto;padding:0 16px}
.card{background:#fff;border-radius:12px;box-shadow:0 1px 3px rgba(0,0,0,.08);padding:20px;margin-bottom:16px}
.lead{margin:0 0 12px}
.notice{background:#fff7e0;border:1px solid #f0c36d;border-radius:8px;padding:10px 14px;margin-bottom:16px}
.error{background:#fdecea;border:1px solid #f5a8a0}
.list{display:grid;gap:12px;margin:0;padding:0;list-style:none}
.pick{display:flex;width:100%;align-items:center;gap:14px;text-align:left;padding:12px 14px;border:1px solid #d4e4da;border-radius:10px;background:#fff;font:inherit;color:inherit;cursor:pointer}
.pick:hover,.pick:focus-visible{border-color:${GREEN};background:#eef7f1;outline:none;box-shadow:0 0 0 3px rgba(27,138,75,.25)}
.pick img{width:48px;height:48px;border-radius:50%;flex:none}
.pick .name{font-weight:700;display:block}
.pick .meta{font-size:14px;color:#52645a;display:block}
.pick .go{margin-left:auto;color:${GREEN};font-weight:700;white-space:nowrap}
.fault{margin-top:16px;font-size:14px;color:#52645a}
.fault select{font:inherit;padding:4px 8px;border-radius:6px;border:1px solid #c4d3ca;margin-left:6px}
.actions{margin-top:16px}
a.button{display:inline-block;padding:8px 16px;border-radius:8px;border:1px solid ${GREEN};color:${GREEN};text-decoration:none;font-weight:600}
a.button:hover{background:#eef7f1}
table{border-collapse:collapse;width:100%;font-size:14px}
th,td{text-align:left;padding:6px 8px;border-bottom:1px solid #e3ece6;vertical-align:top}
code{font-family:ui-monospace,"SFMono-Regular",Menlo,monospace,"Sarabun";font-size:13px;background:#eef2ef;padding:1px 4px;border-radius:4px}
footer{text-align:center;font-size:13px;color:#6b7d72;margin:24px 0}
`;

export interface PageOptions {
  /** Shown above the title, e.g. the imitated service. */
  brand: string;
  title: string;
  /** Trusted HTML: callers escape every dynamic value. */
  body: string;
}

/** A complete Thai HTML document with inline styles, no external fonts or scripts. */
export function renderPage({ brand, title, body }: PageOptions): string {
  return `<!DOCTYPE html>
<html lang="th">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} · ${escapeHtml(brand)}</title>
<style>${STYLES}</style>
</head>
<body>
<header><div class="brand">${escapeHtml(brand)}</div><h1>${escapeHtml(title)}</h1></header>
<main>
${body}
</main>
<footer>ระบบจำลองสำหรับการพัฒนาและทดสอบเท่านั้น ไม่ได้เชื่อมต่อบริการจริง</footer>
</body>
</html>`;
}
