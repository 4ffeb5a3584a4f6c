import { SANDBOX_ENV_NAMES } from './defaults';

/** The process environment, or what a test gives in its place. */
export type Env = Record<string, string | undefined>;

/** The setting's variable, trimmed; undefined when it is unset or blank. */
export function read(env: Env, key: keyof typeof SANDBOX_ENV_NAMES): string | undefined {
  const value = env[SANDBOX_ENV_NAMES[key]];
  return value === undefined || value.trim() === '' ? undefined : value.trim();
}
