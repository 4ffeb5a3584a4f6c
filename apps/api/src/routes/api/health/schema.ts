import { Type, type Static } from '@sinclair/typebox';

const Part = Type.Union([Type.Literal('ok'), Type.Literal('down')]);

export const HealthData = Type.Object({
  status: Type.Union([Type.Literal('ok'), Type.Literal('unavailable')]),
  version: Type.String(),
  database: Part,
  queue: Part,
  driver: Type.Union([Type.Literal('pglite'), Type.Literal('postgres')]),
});
export type HealthData = Static<typeof HealthData>;

/** The same body for 200 (`SUCCESS`) and 503 (`SERVICE_UNAVAILABLE`), naming the failing part. */
export const HealthBody = Type.Object({
  message: Type.Union([Type.Literal('SUCCESS'), Type.Literal('SERVICE_UNAVAILABLE')]),
  data: HealthData,
});
