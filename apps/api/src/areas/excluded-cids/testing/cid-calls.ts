import { API_PATHS, cidCheckDigit } from '@hbc/contracts';
import type { App } from '../../../app';
import { tokenCall } from '../../../test/token-call';

/** The excluded-CID calls, each as the holder of `token` (null: no Authorization header). */
export function cidCalls(app: App) {
  const call = tokenCall(app);
  return {
    list: (token: string | null, query: object = {}) =>
      call('POST', API_PATHS.cidList, token, { page: 1, pageSize: 100, ...query }),
    add: (token: string | null, body: object) => call('POST', API_PATHS.cid, token, body),
    remove: (token: string | null, id: number | string) =>
      call('DELETE', API_PATHS.cidById(id), token),
    reveal: (token: string | null, id: number | string) =>
      call('POST', API_PATHS.cidReveal(id), token),
    exportList: (token: string | null, query: object) =>
      call('POST', API_PATHS.cidExport, token, query),
    preview: (token: string | null, body: object) => call('POST', API_PATHS.cidImport, token, body),
    confirm: (token: string | null, importId: string) =>
      call('POST', API_PATHS.cidImportById(importId), token),
    cancel: (token: string | null, importId: string) =>
      call('DELETE', API_PATHS.cidImportById(importId), token),
  };
}

/** A valid CID, different for each `n` (below 10^11): 1 followed by `n`, then its check digit. */
export function validCid(n: number): string {
  const twelve = `1${String(n).padStart(11, '0')}`;
  return `${twelve}${cidCheckDigit(twelve)}`;
}

/** `cid` with the check digit another (so `cidProblem` says checkDigit). */
export const wrongCheckDigit = (cid: string) => `${cid.slice(0, 12)}${(Number(cid[12]) + 1) % 10}`;

/** The text of an import body's file: `lines` joined by CRLF, as UTF-8 with a BOM if asked. */
export function csvBase64(lines: readonly string[], options: { bom?: boolean } = {}): string {
  return Buffer.from(`${options.bom ? '\uFEFF' : ''}${lines.join('\r\n')}\r\n`).toString('base64');
}

/** Every run of 13 digits in `text` (a full CID, were one there). */
export const thirteenDigitRuns = (text: string) => text.match(/(?<!\d)\d{13}(?!\d)/g) ?? [];
