import { jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Site-wide settings shown on every page (contact details, the messenger chat link, the chat SDK
 * app id). One row per key so a setting can be added without a migration.
 */
export const siteSettings = pgTable('site_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
