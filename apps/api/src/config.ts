import { join, resolve } from 'node:path';
import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import { paths } from './paths';

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
const NODE_ENVS = ['development', 'production', 'test'] as const;

function oneOf<T extends readonly string[]>(values: T, defaultValue: T[number]) {
  return Type.Union(
    values.map((value) => Type.Literal(value)),
    { default: defaultValue, description: `one of ${values.join(', ')}` },
  );
}

/** Environment variables the API reads. `description` says what a valid value looks like. */
const EnvSchema = Type.Object({
  NODE_ENV: oneOf(NODE_ENVS, 'development'),
  PORT: Type.Integer({
    minimum: 1,
    maximum: 65535,
    default: 3000,
    description: 'an integer from 1 to 65535',
  }),
  HOST: Type.String({ minLength: 1, default: '0.0.0.0', description: 'a host name or address' }),
  DATABASE_URL: Type.Optional(
    Type.String({
      pattern: '^postgres(ql)?://\\S+$',
      description: 'a PostgreSQL connection string starting with postgres:// or postgresql://',
    }),
  ),
  DATA_DIR: Type.String({
    minLength: 1,
    default: join(paths.repoRoot, '.data'),
    description: 'a directory path',
  }),
  /** Defaults to http://localhost:<PORT>. */
  PUBLIC_BASE_URL: Type.Optional(
    Type.String({
      pattern: '^https?://[^\\s/?#]+(/[^\\s?#]*)?$',
      description: 'an absolute http:// or https:// URL without query or fragment',
    }),
  ),
  CONSOLE_DIST: Type.String({
    minLength: 1,
    default: join(paths.repoRoot, 'dist', 'apps', 'console'),
    description: 'a directory path',
  }),
  LOG_LEVEL: oneOf(LOG_LEVELS, 'info'),
});
type Env = Static<typeof EnvSchema>;

export interface Config {
  nodeEnv: Env['NODE_ENV'];
  port: number;
  host: string;
  /** PostgreSQL server to use; without it the API runs on embedded PGlite under `dataDir`. */
  databaseUrl: string | undefined;
  dataDir: string;
  /** Public origin (and optional path) of the API, without a trailing slash. */
  publicBaseUrl: string;
  consoleDist: string;
  logLevel: Env['LOG_LEVEL'];
}

/** Thrown when the environment is invalid; the message names each bad variable and why. */
export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

type EnvSource = Record<string, string | undefined>;

function describeProblem(name: string, schema: TSchema, value: unknown): string {
  const expected = typeof schema.description === 'string' ? schema.description : 'a valid value';
  return `${name} must be ${expected} (got ${JSON.stringify(value)})`;
}

/** Reads and validates the configuration; throws a `ConfigError` listing every bad variable. */
export function loadConfig(source: EnvSource = process.env): Config {
  const raw: Record<string, string> = {};
  const values: Record<string, string | number> = {};
  for (const [name, schema] of Object.entries(EnvSchema.properties)) {
    const value = source[name]?.trim();
    if (!value) continue;
    raw[name] = value;
    // Only whole decimal numbers become integers; anything else fails validation as given.
    values[name] = schema.type === 'integer' && /^\d+$/.test(value) ? Number(value) : value;
  }

  const env: unknown = Value.Default(EnvSchema, values);
  const problems = new Set<string>();
  for (const error of Value.Errors(EnvSchema, env)) {
    const name = error.path.split('/')[1] ?? '';
    const schema = EnvSchema.properties[name as keyof Env];
    if (schema) problems.add(describeProblem(name, schema, raw[name]));
  }
  if (problems.size > 0 || !Value.Check(EnvSchema, env)) throw new ConfigError([...problems]);

  return {
    nodeEnv: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    databaseUrl: env.DATABASE_URL,
    dataDir: resolve(env.DATA_DIR),
    publicBaseUrl: (env.PUBLIC_BASE_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, ''),
    consoleDist: resolve(env.CONSOLE_DIST),
    logLevel: env.LOG_LEVEL,
  };
}
