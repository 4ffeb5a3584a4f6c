import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { paths } from '../paths';

/** The migration that masks the CIDs already stored in free text (its drizzle-kit tag). */
export const MASK_CIDS_MIGRATION = '0015_mask_cids_in_free_text';

/** The migration's `CREATE FUNCTION` of the masking rule in SQL, which the migration drops again. */
export function maskFunctionStatement(): string {
  const text = readFileSync(join(paths.migrations, `${MASK_CIDS_MIGRATION}.sql`), 'utf8');
  const statement = text
    .split('--> statement-breakpoint')
    .find((part) => part.includes('CREATE FUNCTION "mask_cids_in_text"'));
  if (!statement) throw new Error(`${MASK_CIDS_MIGRATION} creates no mask_cids_in_text`);
  return statement;
}
