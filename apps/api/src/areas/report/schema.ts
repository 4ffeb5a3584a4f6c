import { EXPORT_FORMATS, stringEnum } from '@hbc/contracts';
import { Type } from '@sinclair/typebox';

/** `POST /api/report/{broadcastId}/delivery/export`: the file format only. */
export const DeliveryExportBody = Type.Object(
  { format: stringEnum(EXPORT_FORMATS) },
  { additionalProperties: false },
);
