import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: [
    './src/core/db/schema.ts',
    './src/core/db/schema/directory.ts',
    './src/core/db/schema/content.ts',
    './src/core/db/schema/search.ts',
    './src/core/db/schema/admin.ts',
    './src/core/db/schema/privacy.ts',
    './src/core/db/schema/users.ts',
  ],
  out: './drizzle',
});
