import { defineConfig } from 'drizzle-kit';

// `drizzle-kit generate` needs no database; DATABASE_URL is only read by the commands that connect (studio, check against a live schema).
const url = process.env.DATABASE_URL;

export default defineConfig({
  dialect: 'postgresql',
  schema: './src/server/db/schema/index.ts',
  out: './src/server/db/migrations',
  strict: true,
  verbose: true,
  ...(url ? { dbCredentials: { url } } : {}),
});
