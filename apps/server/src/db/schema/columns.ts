import { bigint, integer, text, timestamp } from 'drizzle-orm/pg-core';

/** Column builders every table shares (ARCHITECTURE's data conventions). */
export const id = () => bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity();
export const ref = (name: string) => bigint(name, { mode: 'number' });
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
/** ACTIVE | INACTIVE (spec §3 status values). */
export const status = () => text('status').notNull().default('ACTIVE');
/** Money in integer VND. */
export const money = (name: string) => integer(name).notNull().default(0);
