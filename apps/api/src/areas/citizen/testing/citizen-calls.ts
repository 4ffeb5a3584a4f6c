import { API_PATHS, cidCheckDigit, type CitizenFileImport } from '@hbc/contracts';
import type { LightMyRequestResponse } from 'fastify';
import ExcelJS from 'exceljs';
import type { App } from '../../../app';

/** The citizen calls, each with `authorization` (a bearer header's value, or none). */
export function citizenCalls(app: App) {
  const headers = (authorization: string | null) => (authorization ? { authorization } : {});
  return {
    importBatch: (authorization: string | null, body: object): Promise<LightMyRequestResponse> =>
      app.inject({
        method: 'POST',
        url: API_PATHS.citizenImport,
        headers: headers(authorization),
        payload: body,
      }),
    importFile: (authorization: string | null, body: object): Promise<LightMyRequestResponse> =>
      app.inject({
        method: 'POST',
        url: API_PATHS.citizenImportFile,
        headers: headers(authorization),
        payload: body,
      }),
    fileImport: (authorization: string | null, importId: string): Promise<LightMyRequestResponse> =>
      app.inject({
        method: 'GET',
        url: API_PATHS.citizenImportFileById(importId),
        headers: headers(authorization),
      }),
  };
}

/** Polls a file import until it has ended (DONE or FAILED); throws after `timeoutMs`. */
export async function importEnded(
  app: App,
  authorization: string,
  importId: string,
  timeoutMs = 60_000,
): Promise<CitizenFileImport> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const response = await citizenCalls(app).fileImport(authorization, importId);
    if (response.statusCode !== 200) throw new Error(`import ${importId}: ${response.body}`);
    const data = response.json().data as CitizenFileImport;
    if (data.status !== 'RUNNING') return data;
    if (Date.now() > deadline) throw new Error(`import ${importId} still running`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** A valid CID per `n` (below 10^11): 5 followed by `n`, then its check digit. */
export function citizenCid(n: number): string {
  const twelve = `5${String(n).padStart(11, '0')}`;
  return `${twelve}${cidCheckDigit(twelve)}`;
}

/** CSV text of `lines` (CRLF, BOM first) as base64. */
export const csvBase64 = (lines: readonly string[]) =>
  Buffer.from(`\uFEFF${lines.join('\r\n')}\r\n`).toString('base64');

/** An XLSX of `rows` (the first its header) as a spreadsheet program saves it, as base64. */
export async function xlsxBase64(rows: readonly (readonly unknown[])[]): Promise<string> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('ประชาชน');
  for (const row of rows) sheet.addRow([...row]);
  return Buffer.from(await workbook.xlsx.writeBuffer()).toString('base64');
}
