import { once } from 'node:events';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Readable } from 'node:stream';
import { setTimeout as sleep } from 'node:timers/promises';
import { EXPORT_FORMATS, stringEnum, type ExportFormat } from '@hbc/contracts';
import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsync } from 'fastify';
import type { App } from '../app';
import { buildTestApp } from '../test/test-app';
import type { ExportColumn } from './export-column';
import { exportResponses } from './export-schema';
import { sendExport } from './send-export';
import { xlsxRows } from './testing/read-export';

interface ProbeRow {
  id: number;
  name: string;
  registeredAt: Date;
  note: string | null;
}

const COLUMNS: readonly ExportColumn<ProbeRow>[] = [
  { header: 'ลำดับ', value: (row) => row.id },
  { header: 'ชื่อหน่วยบริการ', value: (row) => row.name, width: 40 },
  { header: 'วันที่ลงทะเบียน', value: (row) => row.registeredAt },
  { header: 'หมายเหตุ', value: (row) => row.note },
];
const HEADERS = COLUMNS.map((column) => column.header);

/** What a test's rows went through: how many the export read, and whether it stopped reading. */
interface SourceLog {
  pulled: number;
  closed: boolean;
}

/** `count` rows like a unit list's, read one by one, failing after `failAfter` when given. */
async function* generatedRows(
  count: number,
  log: SourceLog,
  failAfter?: number,
): AsyncGenerator<ProbeRow> {
  try {
    for (let id = 1; id <= count; id += 1) {
      if (id - 1 === failAfter) throw new Error('database went away');
      log.pulled += 1;
      yield {
        id,
        name: `โรงพยาบาลส่งเสริมสุขภาพตำบลบ้านหนองน้ำใส หมู่ ${id}`,
        registeredAt: new Date(Date.UTC(2026, 0, 1, 0, 0) + id * 60_000),
        note: id % 3 === 0 ? null : `รหัส ${(id * 7919) % 100_000}`,
      };
    }
  } finally {
    log.closed = true;
  }
}

async function* listed(rows: readonly ProbeRow[]): AsyncGenerator<ProbeRow> {
  yield* rows;
}

/** The rows the next request to the probe route exports, and how many it announces. */
let next: { rows: () => AsyncIterable<ProbeRow>; total: number } = {
  rows: () => listed([]),
  total: 0,
};

const PROBE_PATH = '/api/probe/export';
const probeRoutes: FastifyPluginAsync = async (app) => {
  app.post(
    PROBE_PATH,
    {
      schema: {
        body: Type.Object({ format: stringEnum(EXPORT_FORMATS) }, { additionalProperties: false }),
        response: exportResponses,
      },
    },
    async (request, reply) =>
      sendExport(reply, {
        format: (request.body as { format: ExportFormat }).format,
        name: { ascii: 'probe-2569-11-23', thai: 'ทดสอบ (ส่งออก)-2569-11-23' },
        columns: COLUMNS,
        total: next.total,
        rows: next.rows(),
      }),
  );
};

const logLines: { level: number; msg: string; err?: { message: string } }[] = [];
let app: App;
beforeAll(async () => {
  app = await buildTestApp({
    routes: [probeRoutes],
    logger: { level: 'info', stream: { write: (line: string) => logLines.push(JSON.parse(line)) } },
  });
}, 60_000);
afterAll(() => app?.close());

const exportOf = (format: ExportFormat, extra: object = {}) =>
  app.inject({ method: 'POST', url: PROBE_PATH, payload: { format }, ...extra });

const sheetRows = (file: Buffer) => xlsxRows(file, COLUMNS.length);

const TRICKY: ProbeRow[] = [
  { id: 1, name: 'เขต 1, ภาคเหนือ', registeredAt: new Date('2026-11-22T17:30:00Z'), note: null },
  {
    id: 2,
    name: 'ชื่อ "เล่น"',
    registeredAt: new Date('2026-01-01T00:00:00Z'),
    note: 'บรรทัด 1\nบรรทัด 2',
  },
  {
    id: 3,
    name: '=HYPERLINK("http://x.example","คลิก")',
    registeredAt: new Date('2025-12-31T17:00:00Z'),
    note: '+66812345678',
  },
  { id: 4, name: '@SUM(A1)', registeredAt: new Date('2026-06-15T05:05:00Z'), note: '-1+2' },
];

describe('sendExport', () => {
  beforeEach(() => {
    next = { rows: () => listed(TRICKY), total: TRICKY.length };
  });

  it('streams CSV: BOM, Thai headers, RFC 4180 quoting, CRLF, formula starters kept as text, Thai dates', async () => {
    const response = await exportOf('csv');

    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    expect(response.body).toBe(
      '\uFEFF' +
        'ลำดับ,ชื่อหน่วยบริการ,วันที่ลงทะเบียน,หมายเหตุ\r\n' +
        '1,"เขต 1, ภาคเหนือ",23/11/2569 00:30,\r\n' +
        '2,"ชื่อ ""เล่น""",01/01/2569 07:00,"บรรทัด 1\nบรรทัด 2"\r\n' +
        `3,"'=HYPERLINK(""http://x.example"",""คลิก"")",01/01/2569 00:00,'+66812345678\r\n` +
        "4,'@SUM(A1),15/06/2569 12:05,'-1+2\r\n",
    );
  });

  it('sends the file type, an attachment with ASCII and Thai names, no-store, the row count and helmet’s headers', async () => {
    const csv = await exportOf('csv');
    const xlsx = await exportOf('xlsx');

    expect(csv.headers).toMatchObject({
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition':
        'attachment; filename="probe-2569-11-23.csv"; ' +
        `filename*=UTF-8''${encodeURIComponent('ทดสอบ ')}%28${encodeURIComponent('ส่งออก')}%29-2569-11-23.csv`,
      'cache-control': 'no-store',
      'x-total-count': '4',
      'x-content-type-options': 'nosniff',
    });
    expect(xlsx.headers).toMatchObject({
      'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      'cache-control': 'no-store',
      'x-total-count': '4',
    });
    expect(xlsx.headers['content-disposition']).toMatch(
      /^attachment; filename="probe-2569-11-23\.xlsx"; filename\*=UTF-8''.+\.xlsx$/,
    );
  });

  it('streams XLSX that exceljs reads back with the same rows: numbers as numbers, text never a formula', async () => {
    const response = await exportOf('xlsx');

    expect(response.statusCode).toBe(200);
    expect(await sheetRows(response.rawPayload)).toEqual([
      HEADERS,
      [1, 'เขต 1, ภาคเหนือ', '23/11/2569 00:30', null],
      [2, 'ชื่อ "เล่น"', '01/01/2569 07:00', 'บรรทัด 1\nบรรทัด 2'],
      [3, '=HYPERLINK("http://x.example","คลิก")', '01/01/2569 00:00', '+66812345678'],
      [4, '@SUM(A1)', '15/06/2569 12:05', '-1+2'],
    ]);
  });

  it('writes only the headers for no rows', async () => {
    next = { rows: () => listed([]), total: 0 };

    const csv = await exportOf('csv');
    const xlsx = await exportOf('xlsx');

    expect(csv.body).toBe('\uFEFFลำดับ,ชื่อหน่วยบริการ,วันที่ลงทะเบียน,หมายเหตุ\r\n');
    expect(csv.headers['x-total-count']).toBe('0');
    expect(await sheetRows(xlsx.rawPayload)).toEqual([HEADERS]);
  });

  it('answers 400 in Thai to a format it does not make, before reading any row', async () => {
    const log: SourceLog = { pulled: 0, closed: false };
    next = { rows: () => generatedRows(10, log), total: 10 };

    const response = await app.inject({
      method: 'POST',
      url: PROBE_PATH,
      payload: { format: 'pdf' },
    });

    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'VALIDATION_ERROR',
      errors: [{ path: '/format', message: 'ไม่มีในตัวเลือกที่รองรับ' }],
    });
    expect(log.pulled).toBe(0);
  });

  it.each(EXPORT_FORMATS)(
    'answers a source that fails before the first row with an ordinary 500, not a file (%s)',
    async (format) => {
      next = { rows: () => generatedRows(10, { pulled: 0, closed: false }, 0), total: 10 };

      const response = await exportOf(format);

      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({ message: 'INTERNAL_ERROR' });
      expect(response.headers['content-disposition']).toBeUndefined();
    },
  );

  it('documents 200 as a binary XLSX or CSV file and the errors as JSON', () => {
    const document = app.swagger() as {
      paths: Record<string, { post: { responses: Record<string, { content: object }> } }>;
    };
    const responses = document.paths[PROBE_PATH]?.post.responses;

    const file = { schema: { type: 'string', format: 'binary' } };
    expect(responses?.['200']?.content).toEqual({
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': file,
      'text/csv': file,
    });
    expect(Object.keys(responses ?? {}).sort()).toEqual(['200', '400', '401', '403']);
    expect(responses?.['400']?.content).toHaveProperty(['application/json']);
  });

  describe('streaming (50 000 generated rows)', () => {
    const ROWS = 50_000;

    /** Resolves once `log.pulled` has not changed for a while: the export waits for the client. */
    async function pullingStopped(log: SourceLog): Promise<void> {
      let seen = -1;
      let still = 0;
      while (still < 10 && !log.closed) {
        await sleep(20);
        still = log.pulled === seen ? still + 1 : 0;
        seen = log.pulled;
      }
    }

    async function readAll(stream: Readable): Promise<Buffer> {
      const chunks: Buffer[] = [];
      for await (const chunk of stream) chunks.push(chunk as Buffer);
      return Buffer.concat(chunks);
    }

    it.each(EXPORT_FORMATS)(
      'reads rows only as fast as the client takes the file, then sends them all (%s)',
      async (format) => {
        const log: SourceLog = { pulled: 0, closed: false };
        next = { rows: () => generatedRows(ROWS, log), total: ROWS };

        const response = await exportOf(format, { payloadAsStream: true });
        const body = response.stream();
        await pullingStopped(log);

        // A client that reads nothing holds the export to a few thousand rows, not the 50 000.
        expect(log.closed).toBe(false);
        expect(log.pulled).toBeLessThan(ROWS / 5);

        const file = await readAll(body);
        expect(log).toEqual({ pulled: ROWS, closed: true });
        if (format === 'csv') {
          const records = file.toString('utf8').split('\r\n');
          expect(records).toHaveLength(ROWS + 2);
          expect(records[ROWS]).toBe(
            `${ROWS},โรงพยาบาลส่งเสริมสุขภาพตำบลบ้านหนองน้ำใส หมู่ ${ROWS},05/02/2569 00:20,รหัส ${(ROWS * 7919) % 100_000}`,
          );
        } else {
          const rows = await sheetRows(file);
          expect(rows).toHaveLength(ROWS + 1);
          expect(rows[ROWS]).toEqual([
            ROWS,
            `โรงพยาบาลส่งเสริมสุขภาพตำบลบ้านหนองน้ำใส หมู่ ${ROWS}`,
            '05/02/2569 00:20',
            `รหัส ${(ROWS * 7919) % 100_000}`,
          ]);
        }
      },
      60_000,
    );

    it.each(EXPORT_FORMATS)(
      'keeps what waits inside the file writer bounded while a fast client downloads (%s)',
      async (format) => {
        // Reading rows is faster than compressing them: without a bound, every row would be read
        // (and held in memory) before the client received much of the file.
        const received: number[] = [];
        let bytes = 0;
        const log: SourceLog = { pulled: 0, closed: false };
        async function* watched(): AsyncGenerator<ProbeRow> {
          for await (const row of generatedRows(ROWS, log)) {
            received.push(bytes);
            yield row;
          }
        }
        next = { rows: watched, total: ROWS };

        const response = await exportOf(format, { payloadAsStream: true });
        for await (const chunk of response.stream()) bytes += (chunk as Buffer).length;

        // When the export read its row at 80 %, the client had most of the file already.
        expect(received).toHaveLength(ROWS);
        expect(received[ROWS * 0.8]).toBeGreaterThan(bytes * 0.5);
      },
      60_000,
    );
  });

  describe('over a real connection', () => {
    /** More rows than the connection's buffers hold. */
    const ROWS_FOR_SOCKET = 200_000;
    let origin: { host: string; port: number };
    beforeAll(async () => {
      await app.listen({ host: '127.0.0.1', port: 0 });
      const address = app.server.address() as AddressInfo;
      origin = { host: address.address, port: address.port };
    });

    /** `POST` the probe route; resolves with the response once its headers arrive. */
    function post(format: ExportFormat): Promise<IncomingMessage> {
      return new Promise((resolve, reject) => {
        const request = httpRequest(
          {
            ...origin,
            method: 'POST',
            path: PROBE_PATH,
            headers: { 'content-type': 'application/json' },
          },
          resolve,
        );
        request.on('error', reject);
        request.end(JSON.stringify({ format }));
      });
    }

    it.each(EXPORT_FORMATS)(
      'stops reading rows when the client goes away mid-download (%s)',
      async (format) => {
        const log: SourceLog = { pulled: 0, closed: false };
        next = { rows: () => generatedRows(ROWS_FOR_SOCKET, log), total: ROWS_FOR_SOCKET };

        const response = await post(format);
        expect(response.statusCode).toBe(200);
        await once(response, 'data');
        response.destroy();

        // The source closed: no row can be read from it any more.
        while (!log.closed) await sleep(10);
        expect(log.pulled).toBeLessThan(ROWS_FOR_SOCKET);
        expect(logLines).toContainEqual(
          expect.objectContaining({ level: 30, msg: 'export stopped: the client went away' }),
        );
      },
      30_000,
    );

    it.each(EXPORT_FORMATS)(
      'cuts the connection and logs the error when reading fails after the first bytes (%s)',
      async (format) => {
        const log: SourceLog = { pulled: 0, closed: false };
        next = { rows: () => generatedRows(ROWS_FOR_SOCKET, log, 20_000), total: ROWS_FOR_SOCKET };

        const response = await post(format);
        expect(response.statusCode).toBe(200);
        response.resume();
        await new Promise((resolve) => {
          response.on('error', () => undefined);
          response.on('close', resolve);
        });

        // The status was already sent: the download is cut short, never a whole-looking file.
        expect(response.complete).toBe(false);
        expect(log).toEqual({ pulled: 20_000, closed: true });
        expect(logLines).toContainEqual(
          expect.objectContaining({
            level: 50,
            msg: 'export failed while streaming',
            err: expect.objectContaining({ message: 'database went away' }),
          }),
        );
      },
      30_000,
    );
  });
});
