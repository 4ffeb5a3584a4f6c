import { integer } from 'drizzle-orm/pg-core';
import { appUser } from './app-user';
import { timestamps } from './columns';
import { unit } from './health-center';

/**
 * The first columns of a record a unit keeps (a broadcast, a segment, a tracking link): its
 * generated id and its unit, which is its scope.
 */
export const unitRecordKey = () => ({
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  unitId: integer('unit_id')
    .notNull()
    .references(() => unit.id),
});

/**
 * The last columns of such a record: who created it and who last changed it (null once that
 * user is deleted), and when.
 */
export const editedBy = () => ({
  createdBy: integer('created_by').references(() => appUser.id, { onDelete: 'set null' }),
  updatedBy: integer('updated_by').references(() => appUser.id, { onDelete: 'set null' }),
  ...timestamps,
});
