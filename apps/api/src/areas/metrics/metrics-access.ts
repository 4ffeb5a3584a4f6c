import { isSameSecret } from '../../auth/same-secret';
import type { Config } from '../../config';

/**
 * Whether a request with this bearer token may read the metrics: METRICS_TOKEN when one is set
 * (compared in constant time); without one, anyone on a development or test machine and nobody
 * elsewhere (production refuses to start without it; an unset NODE_ENV counts as a deployment).
 */
export function mayReadMetrics(
  config: Pick<Config, 'nodeEnv' | 'metrics'>,
  bearer: string | null,
): boolean {
  if (config.metrics.token) return isSameSecret(bearer, config.metrics.token);
  return config.nodeEnv === 'development' || config.nodeEnv === 'test';
}
