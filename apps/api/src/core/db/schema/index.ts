// Every table of the app: the core schema plus one file per feature that owns tables of its own
// (drizzle.config.ts lists the same files for the migration generator).
export * from '../schema.ts';
export * from './directory.ts';
export * from './content.ts';
export * from './search.ts';
export * from './admin.ts';
export * from './privacy.ts';
export * from './users.ts';
