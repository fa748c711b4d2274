import { randomBytes } from 'node:crypto';
import { inject } from 'vitest';
import { createDatabase, type Database } from '../src/server/db/client';
import { adminQuery, withDatabase } from './global-setup';

export interface TestDatabase {
  db: Database;
  url: string;
  drop(): Promise<void>;
}

/** A fresh, migrated database for one test file, copied from the run's template. */
export async function createTestDatabase(): Promise<TestDatabase> {
  const adminUrl = inject('adminUrl');
  const name = `brigade_test_${randomBytes(6).toString('hex')}`;
  for (let attempt = 0; ; attempt++) {
    try {
      await adminQuery(adminUrl, `create database ${name} template ${inject('templateDatabase')}`);
      break;
    } catch (error) {
      // Two files copying the template at the same moment: PostgreSQL refuses one; try again.
      if (attempt >= 20 || !String(error).includes('being accessed by other users')) throw error;
      await new Promise((r) => setTimeout(r, 100 + Math.random() * 200));
    }
  }
  const url = withDatabase(adminUrl, name);
  const db = createDatabase(url, 5);
  return {
    db,
    url,
    async drop() {
      await db.$client.end();
      await adminQuery(adminUrl, `drop database if exists ${name} with (force)`);
    },
  };
}
