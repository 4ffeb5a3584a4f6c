import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { createProjectGraphAsync } from '@nx/devkit';

const workspaceRoot = join(__dirname, '..', '..');

interface LintMessage {
  ruleId: string | null;
  message: string;
}

/**
 * Lints a would-be source file placed inside a project with the workspace's real ESLint config
 * (in a child process: the flat config is ESM) and returns the boundary rule's messages.
 */
async function boundaryErrors(filePath: string, code: string): Promise<string[]> {
  const eslintBin = join(workspaceRoot, 'node_modules', '.bin', 'eslint');
  const run = spawnSync(eslintBin, ['--stdin', '--stdin-filename', filePath, '--format', 'json'], {
    cwd: workspaceRoot,
    input: code,
    encoding: 'utf8',
    env: { ...process.env, NX_DAEMON: 'false' },
  });
  const [result] = JSON.parse(run.stdout) as { messages: LintMessage[] }[];
  return (result?.messages ?? [])
    .filter((m) => m.ruleId === '@nx/enforce-module-boundaries')
    .map((m) => m.message);
}

describe('module boundaries', () => {
  beforeAll(async () => {
    process.env['NX_DAEMON'] = 'false';
    await createProjectGraphAsync({ exitOnError: false });
  }, 60_000);

  it('forbids a ui lib from importing a data-access lib', async () => {
    const errors = await boundaryErrors(
      'libs/role-menu/src/boundary-probe.ts',
      "import { getProfile } from '@hbc/api-clients';\nexport const probe = getProfile;\n",
    );
    expect(errors.join('\n')).toContain('tagged with "type:ui" can only depend on libs tagged with "type:ui", "type:util"');
  });

  it('forbids the API from importing console-side libs', async () => {
    const errors = await boundaryErrors(
      'apps/api/src/boundary-probe.ts',
      "import { theme } from '@hbc/ui';\nexport const probe = theme;\n",
    );
    expect(errors.length).toBeGreaterThan(0);
  });

  it('forbids the API from importing React', async () => {
    const errors = await boundaryErrors(
      'apps/api/src/boundary-probe.ts',
      "import { useState } from 'react';\nexport const probe = useState;\n",
    );
    expect(errors.join('\n')).toMatch(/react/);
  });

  it('allows a feature lib to import a ui lib and a util lib', async () => {
    const errors = await boundaryErrors(
      'libs/auth-flow/src/boundary-probe.ts',
      "import { theme } from '@hbc/ui';\nimport { ROLES } from '@hbc/contracts';\nexport const probe = [theme, ROLES];\n",
    );
    expect(errors).toEqual([]);
  });
});
