import { Type } from '@sinclair/typebox';

/** `Authorization: Bearer <METRICS_TOKEN>` when a token is configured. */
export const MetricsHeaders = Type.Object({
  authorization: Type.Optional(Type.String()),
});

/** Prometheus's text exposition format. */
export const MetricsText = Type.Unsafe<string>({
  type: 'string',
  description: 'the metrics in Prometheus text format',
});
