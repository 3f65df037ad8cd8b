// Tables of the admin feature. Existing tables are imported from '../schema.ts'.
export {};
