import type { DatabaseDriver } from '../db/database';
import { seedReferenceData } from '../db/seed/reference-data';
import { openTestDatabase, type TestDatabase } from './test-database';

/** A fresh database of `driver`, migrated, with the regions and provinces. */
export async function openSeededTestDatabase(driver: DatabaseDriver): Promise<TestDatabase> {
  const testDatabase = await openTestDatabase(driver);
  try {
    await testDatabase.handle.migrate();
    await seedReferenceData(testDatabase.handle.db);
    return testDatabase;
  } catch (error) {
    await testDatabase.dispose();
    throw error;
  }
}
