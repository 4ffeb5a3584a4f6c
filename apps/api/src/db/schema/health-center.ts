import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  smallint,
  text,
  varchar,
} from 'drizzle-orm/pg-core';
import { timestamps } from './columns';

/** The 13 health regions; `id` is the official region number. */
export const healthRegion = pgTable('health_region', {
  id: smallint('id').primaryKey(),
  nameTh: text('name_th').notNull(),
  nameEn: text('name_en').notNull(),
  /** Province code of the region's office (not a foreign key: provinces reference regions). */
  officeProvinceCode: smallint('office_province_code'),
  ...timestamps,
});

/** The 77 provinces; `id` is the official province code (10 = Bangkok). */
export const province = pgTable(
  'province',
  {
    id: smallint('id').primaryKey(),
    nameTh: text('name_th').notNull(),
    nameEn: text('name_en').notNull(),
    healthRegionId: smallint('health_region_id')
      .notNull()
      .references(() => healthRegion.id),
    ...timestamps,
  },
  (t) => [index('province_health_region_idx').on(t.healthRegionId)],
);

/** A health-service unit (hospital, health centre…) identified by its 5-digit hcode. */
export const unit = pgTable(
  'unit',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    hcode: varchar('hcode', { length: 5 }).notNull().unique('unit_hcode_unique'),
    name: text('name').notNull(),
    kind: text('kind').notNull(),
    logoUrl: text('logo_url'),
    provinceId: smallint('province_id')
      .notNull()
      .references(() => province.id),
    active: boolean('active').notNull().default(true),
    ...timestamps,
  },
  (t) => [
    check('unit_hcode_check', sql`${t.hcode} ~ '^[0-9]{5}$'`),
    index('unit_province_idx').on(t.provinceId, t.name),
    index('unit_name_idx').on(t.name),
    // Trigrams: the unit search looks for its text anywhere in the name or the hcode.
    index('unit_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
    index('unit_hcode_trgm_idx').using('gin', t.hcode.op('gin_trgm_ops')),
  ],
);
