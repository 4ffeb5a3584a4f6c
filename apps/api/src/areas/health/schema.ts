import { Type, type Static } from '@sinclair/typebox';
import { LineChannelCheckSchema } from '@hbc/contracts';
import { STARTUP_PHASES } from '../../startup/startup';

/** 'starting' only while the process starts (the start-up names the phase). */
const Part = Type.Union([Type.Literal('ok'), Type.Literal('down'), Type.Literal('starting')]);

export const HealthData = Type.Object({
  status: Type.Union([Type.Literal('ok'), Type.Literal('unavailable'), Type.Literal('starting')]),
  /** Only while starting: what it is doing (`migrating` also while another process migrates). */
  startup: Type.Optional(Type.Union(STARTUP_PHASES.map((phase) => Type.Literal(phase)))),
  version: Type.String(),
  database: Part,
  queue: Part,
  driver: Type.Union([Type.Literal('pglite'), Type.Literal('postgres')]),
  /** The last check that the LINE Login and Messaging API channels share a provider (none yet). */
  lineChannels: Type.Optional(LineChannelCheckSchema),
});
export type HealthData = Static<typeof HealthData>;

/**
 * The same body for 200 (`SUCCESS`) and 503 (`SERVICE_UNAVAILABLE`), naming the failing part, or
 * while the process starts, the start-up's phase.
 */
export const HealthBody = Type.Object({
  message: Type.Union([Type.Literal('SUCCESS'), Type.Literal('SERVICE_UNAVAILABLE')]),
  data: HealthData,
});
