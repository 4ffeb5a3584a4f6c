import { defineConfig } from 'drizzle-kit';

/** `npx drizzle-kit generate --config apps/api/drizzle.config.ts` from the repository root. */
export default defineConfig({
  dialect: 'postgresql',
  schema: './apps/api/src/db/schema/index.ts',
  out: './apps/api/src/db/migrations',
  strict: true,
});
