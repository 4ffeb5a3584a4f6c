import { DEMO_IDENTITIES } from '@hbc/contracts';
import { buildApp } from './app';
import { SANDBOX_BASE_PATHS } from './config/defaults';
import { loadSandboxConfig, SandboxConfigError, type SandboxConfig } from './config/load-config';
import { describeUser } from './domain/identities';

function configOrExit(): SandboxConfig {
  try {
    return loadSandboxConfig(process.env);
  } catch (error) {
    if (error instanceof SandboxConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

async function main(): Promise<void> {
  const config = configOrExit();
  const app = await buildApp({ config, logger: { level: process.env['LOG_LEVEL'] ?? 'info' } });
  await app.listen({ port: config.port, host: config.host });

  const lines = [
    `Sandbox ready at ${config.publicUrl}`,
    `  LINE Login   ${config.publicUrl}${SANDBOX_BASE_PATHS.line}  (channel ${config.lineChannelId})`,
    `  Health ID    ${config.publicUrl}${SANDBOX_BASE_PATHS.healthId}`,
    `  Provider ID  ${config.publicUrl}${SANDBOX_BASE_PATHS.providerId}`,
    `  LINE OA      ${config.publicUrl}${SANDBOX_BASE_PATHS.lineOfficialAccount}  (follow / unfollow → ${config.lineWebhookUrl})`,
    ...(config.messagingJournal === null
      ? []
      : [`  Messaging API journal ${config.messagingJournal}`]),
    'Demo identities (login_hint):',
    ...DEMO_IDENTITIES.map(
      (identity) =>
        `  ${identity.id.padEnd(14)} ${identity.displayName} — ${describeUser(identity)}`,
    ),
  ];
  console.log(lines.join('\n'));

  const shutdown = (signal: string) => {
    app.log.info(`${signal} received, closing`);
    app.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.once('SIGINT', () => shutdown('SIGINT'));
  process.once('SIGTERM', () => shutdown('SIGTERM'));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
