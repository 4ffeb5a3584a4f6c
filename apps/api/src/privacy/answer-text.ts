import type { LightMyRequestResponse } from 'fastify';
import { xlsxRows } from '../export/testing/read-export';

/** Columns read from an XLSX answer: more than any export has. */
const XLSX_WIDTH = 40;

/** An answer as text: JSON and CSV as they are, an XLSX as the text of its cells. */
export async function answerText(response: LightMyRequestResponse): Promise<string> {
  if (!String(response.headers['content-type']).includes('spreadsheetml')) return response.body;
  const rows = await xlsxRows(response.rawPayload, XLSX_WIDTH);
  return rows
    .map((row) => row.map((cell) => (cell === null ? '' : String(cell))).join('\t'))
    .join('\n');
}
