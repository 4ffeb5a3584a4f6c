import { spawnSync } from 'node:child_process';
import { workspaceRoot } from './stack';

/** Runs a command in the workspace root with inherited output; exits this process on failure. */
export function run(command: string, args: string[], env: NodeJS.ProcessEnv = {}): void {
  console.log(`\n▶ ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, {
    cwd: workspaceRoot,
    stdio: 'inherit',
    env: { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true', ...env },
  });
  if (result.status !== 0) {
    console.error(`✖ ${command} ${args.join(' ')} failed (exit ${result.status ?? result.signal})`);
    process.exit(result.status ?? 1);
  }
}
