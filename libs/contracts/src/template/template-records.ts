import { Type, type Static } from '@sinclair/typebox';

/** ISO 8601 */
const Instant = Type.String({ format: 'date-time' });

/**
 * A template as its list reads it (what `POST /api/broadcast/template/list` answers). The API
 * validates its answers with this schema; the type derives from it.
 */
export const TemplateListItemSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  /** The Super Admin's, offered to every unit (LV3 may use it, not change it). */
  shared: Type.Boolean(),
  messageCount: Type.Integer({ minimum: 0 }),
  /** Each message's composer format (`text`, `imagemap`, `carousel`, `video`, `custom`), in order. */
  formats: Type.Array(Type.String()),
  updatedByName: Type.Union([Type.String(), Type.Null()]),
  updatedAt: Instant,
});
export type TemplateListItem = Static<typeof TemplateListItemSchema>;

/** One template with its messages (composer messages, as a broadcast keeps them). */
export const TemplateRecordSchema = Type.Composite([
  TemplateListItemSchema,
  Type.Object({ messages: Type.Array(Type.Unknown()) }),
]);
export type TemplateRecord = Static<typeof TemplateRecordSchema>;
