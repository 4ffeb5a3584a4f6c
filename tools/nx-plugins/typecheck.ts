import { dirname } from 'node:path';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { CreateNodesV2, CreateNodesContextV2 } from '@nx/devkit';

/**
 * Infers a `typecheck` target (`tsc --noEmit`) for every project that has a tsconfig.json
 * next to its project.json, so project.json files stay free of target boilerplate.
 */
function typecheckNodes(configFile: string, context: CreateNodesContextV2) {
  const projectRoot = dirname(configFile);
  if (!existsSync(join(context.workspaceRoot, projectRoot, 'project.json'))) return {};
  return {
    projects: {
      [projectRoot]: {
        targets: {
          typecheck: {
            command: 'tsc --noEmit -p tsconfig.json',
            options: { cwd: projectRoot },
            cache: true,
            inputs: ['default', '^default'],
            outputs: [],
          },
        },
      },
    },
  };
}

export const createNodesV2: CreateNodesV2 = [
  '**/tsconfig.json',
  async (configFiles, _options, context) =>
    configFiles.map((file) => [file, typecheckNodes(file, context)] as const),
];

export const createNodes = createNodesV2;
