import { ACTIVITY_MENU, DELIVERY_STATUS_LABELS, type ExportFormat } from '@hbc/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../../db/database';
import { sendLoggedExport, type ExportColumn } from '../../export';
import { batchedRows } from '../../export/batched-rows';
import {
  countDeliveries,
  readDeliveries,
  type DeliveryRow,
} from '../../engine/sending/delivery-log';

/** The columns of a broadcast's delivery log: one row per recipient, LINE userIds masked. */
export const DELIVERY_EXPORT_COLUMNS: readonly ExportColumn<DeliveryRow>[] = [
  { header: 'ลำดับ', value: (row) => row.position + 1, width: 10 },
  { header: 'ผู้รับ (LINE)', value: (row) => row.lineUserIdMasked, width: 18 },
  { header: 'สถานะ', value: (row) => DELIVERY_STATUS_LABELS[row.status], width: 14 },
  { header: 'เหตุผล', value: (row) => row.reason, width: 48 },
  { header: 'ครั้งที่ส่ง', value: (row) => row.batch, width: 12 },
  {
    header: 'เวลา',
    value: (row) => (row.sentAt === null ? null : new Date(row.sentAt)),
    width: 18,
  },
];

/**
 * `POST /api/report/{broadcastId}/delivery/export`: every recipient of the broadcast in batch
 * order, read a few thousand at a time as the client downloads, logged as an export of the
 * report.
 */
export async function sendDeliveryExport(
  request: FastifyRequest,
  reply: FastifyReply,
  db: Database,
  broadcast: { id: number; title: string },
  format: ExportFormat,
): Promise<FastifyReply> {
  const total = await countDeliveries(db, broadcast.id);
  return sendLoggedExport(request, reply, {
    format,
    total,
    rows: batchedRows((offset, limit) => readDeliveries(db, broadcast.id, { offset, limit })),
    columns: DELIVERY_EXPORT_COLUMNS,
    file: {
      ascii: `broadcast-${broadcast.id}-deliveries`,
      thai: `ประวัติการส่ง-บรอดแคสต์-${broadcast.id}`,
    },
    activity: { menu: ACTIVITY_MENU.report, subject: `ประวัติการส่ง: ${broadcast.title}` },
  });
}
