/** Prefix of every metric the API exposes (its own and Node's process metrics). */
export const METRIC_PREFIX = 'hbc_';
