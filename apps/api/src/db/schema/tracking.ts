import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { appUser } from './app-user';
import { broadcast } from './broadcast';
import { timestamps } from './columns';
import { isOneOf, USER_AGENT_CLASSES } from './enums';
import { unit } from './health-center';

/** A short link `/t/{code}` that counts clicks and redirects to `targetUrl`. */
export const trackingUrl = pgTable(
  'tracking_url',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    unitId: integer('unit_id')
      .notNull()
      .references(() => unit.id),
    name: text('name').notNull(),
    /** Unguessable, URL-safe. */
    code: text('code').notNull().unique('tracking_url_code_unique'),
    targetUrl: text('target_url').notNull(),
    createdBy: integer('created_by').references(() => appUser.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    check('tracking_url_code_check', sql`${t.code} ~ '^[A-Za-z0-9_-]{6,64}$'`),
    check('tracking_url_target_check', sql`${t.targetUrl} ~ '^https?://'`),
    index('tracking_url_unit_created_at_idx').on(t.unitId, t.createdAt),
  ],
);

/** One click on a tracking link. The IP is kept only as a keyed hash. */
export const click = pgTable(
  'click',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    clickedAt: timestamp('clicked_at', { withTimezone: true }).notNull().defaultNow(),
    trackingUrlId: integer('tracking_url_id')
      .notNull()
      .references(() => trackingUrl.id, { onDelete: 'cascade' }),
    broadcastId: integer('broadcast_id').references(() => broadcast.id, { onDelete: 'set null' }),
    userAgentClass: text('user_agent_class', { enum: USER_AGENT_CLASSES })
      .notNull()
      .default('OTHER'),
    ipHash: text('ip_hash'),
  },
  (t) => [
    check('click_user_agent_class_check', isOneOf(t.userAgentClass, USER_AGENT_CLASSES)),
    index('click_tracking_url_clicked_at_idx').on(t.trackingUrlId, t.clickedAt),
    index('click_broadcast_clicked_at_idx')
      .on(t.broadcastId, t.clickedAt)
      .where(sql`${t.broadcastId} is not null`),
  ],
);
