// Every table, for Drizzle's relational queries and for drizzle-kit. Add each new domain's file here.
export * from './schema/accounts';
export * from './schema/catalogue';
export * from './schema/cms';
export * from './schema/courses';
export * from './schema/exams';
export * from './schema/learning';
export * from './schema/notification-sends';
export * from './schema/orders';
export * from './schema/site-settings';
export * from './schema/system';
