import { join, resolve } from 'node:path';
import { ConfigError, loadConfig } from './config';

const repoRoot = resolve(__dirname, '..', '..', '..');

function problemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  throw new Error('expected a ConfigError');
}

describe('loadConfig', () => {
  it('applies the defaults when nothing is set', () => {
    expect(loadConfig({})).toEqual({
      nodeEnv: 'development',
      port: 3000,
      host: '0.0.0.0',
      databaseUrl: undefined,
      dataDir: join(repoRoot, '.data'),
      publicBaseUrl: 'http://localhost:3000',
      consoleDist: join(repoRoot, 'dist', 'apps', 'console'),
      logLevel: 'info',
    });
  });

  it('reads every variable, converting numbers and trimming the base URL', () => {
    const config = loadConfig({
      NODE_ENV: 'production',
      PORT: '8080',
      HOST: '127.0.0.1',
      DATABASE_URL: 'postgres://u:p@db:5432/hbc',
      DATA_DIR: '/var/lib/hbc',
      PUBLIC_BASE_URL: 'https://broadcast.example.go.th/',
      CONSOLE_DIST: '/srv/console',
      LOG_LEVEL: 'warn',
    });

    expect(config).toEqual({
      nodeEnv: 'production',
      port: 8080,
      host: '127.0.0.1',
      databaseUrl: 'postgres://u:p@db:5432/hbc',
      dataDir: '/var/lib/hbc',
      publicBaseUrl: 'https://broadcast.example.go.th',
      consoleDist: '/srv/console',
      logLevel: 'warn',
    });
  });

  it('derives the public base URL from the port and treats blank values as unset', () => {
    const config = loadConfig({ PORT: '3300', DATABASE_URL: '  ', LOG_LEVEL: '' });

    expect(config.publicBaseUrl).toBe('http://localhost:3300');
    expect(config.databaseUrl).toBeUndefined();
    expect(config.logLevel).toBe('info');
  });

  it('names each bad variable, what it must be and what it got', () => {
    const problems = problemsOf({
      PORT: 'abc',
      LOG_LEVEL: 'loud',
      DATABASE_URL: 'mysql://db/hbc',
      PUBLIC_BASE_URL: 'localhost:3000',
      NODE_ENV: 'staging',
    });

    expect(problems).toEqual([
      'NODE_ENV must be one of development, production, test (got "staging")',
      'PORT must be an integer from 1 to 65535 (got "abc")',
      'DATABASE_URL must be a PostgreSQL connection string starting with postgres:// or postgresql:// (got "mysql://db/hbc")',
      'PUBLIC_BASE_URL must be an absolute http:// or https:// URL without query or fragment (got "localhost:3000")',
      'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent (got "loud")',
    ]);
  });

  it('rejects ports out of range and says so in the error message', () => {
    expect(() => loadConfig({ PORT: '70000' })).toThrow(
      'Invalid configuration:\n  - PORT must be an integer from 1 to 65535 (got "70000")',
    );
    expect(problemsOf({ PORT: '30.5' })).toEqual([
      'PORT must be an integer from 1 to 65535 (got "30.5")',
    ]);
  });
});
