import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { paths } from '../../paths';
import type { Database } from '../database';
import { healthRegion, province } from '../schema';
import { parseCsv } from './csv';

function readCsv(file: string): Record<string, string>[] {
  return parseCsv(readFileSync(join(paths.seedData, file), 'utf8'));
}

function toInteger(value: string | undefined, what: string): number {
  const number = Number(value);
  if (!value || !Number.isInteger(number))
    throw new Error(`Seed data: bad ${what} ${JSON.stringify(value)}`);
  return number;
}

export function readHealthRegions(): (typeof healthRegion.$inferInsert)[] {
  return readCsv('health-regions.csv').map((row) => ({
    id: toInteger(row['health_region'], 'health region'),
    nameTh: row['name_th'] ?? '',
    nameEn: row['name_en'] ?? '',
    officeProvinceCode: toInteger(row['office_province_code'], 'office province code'),
  }));
}

export function readProvinces(): (typeof province.$inferInsert)[] {
  return readCsv('provinces.csv').map((row) => ({
    id: toInteger(row['province_code'], 'province code'),
    nameTh: row['name_th'] ?? '',
    nameEn: row['name_en'] ?? '',
    healthRegionId: toInteger(row['health_region'], 'health region'),
  }));
}

/**
 * Inserts the 13 health regions and 77 provinces that are missing. Rows already present are
 * left as they are, so names edited in the console survive a restart; running it again is a
 * no-op.
 */
export async function seedReferenceData(db: Database): Promise<void> {
  const regions = readHealthRegions();
  const provinces = readProvinces();
  await db.transaction(async (tx) => {
    await tx.insert(healthRegion).values(regions).onConflictDoNothing({ target: healthRegion.id });
    await tx.insert(province).values(provinces).onConflictDoNothing({ target: province.id });
  });
}
