import { appUser } from './schema';
import { describeEachDriver, migratedTestDatabase } from '../test/test-database';
import {
  answeringViolations,
  isForeignKeyViolation,
  isUniqueViolation,
} from './constraint-violations';

describeEachDriver('isUniqueViolation [%s]', (driver) => {
  const testDatabase = migratedTestDatabase(driver);

  it('recognises the violated constraint through what the driver throws', async () => {
    const user = { firstName: 'a', lastName: 'b', role: 'SUPER_ADMIN' as const, lineUserId: 'U1' };
    await testDatabase.handle.db.insert(appUser).values(user);

    const error: unknown = await testDatabase.handle.db
      .insert(appUser)
      .values(user)
      .catch((rejected: unknown) => rejected);

    expect(isUniqueViolation(error, 'app_user_line_user_id_unique')).toBe(true);
    expect(isUniqueViolation(error, 'app_user_provider_id_unique')).toBe(false);
    expect(isUniqueViolation(new Error('other'), 'app_user_line_user_id_unique')).toBe(false);
  });
});

describe('answeringViolations', () => {
  const wrapped = (code: string, constraint?: string) =>
    Object.assign(new Error('query failed'), { cause: { code, constraint } });
  const taken = new Error('taken');
  const inUse = new Error('in use');
  const answers = { unique: { thing_code_unique: () => taken }, foreignKey: () => inUse };

  it('answers what the work gives when nothing is violated', async () => {
    await expect(answeringViolations(answers, async () => 7)).resolves.toBe(7);
  });

  it('turns the named unique violation and any foreign-key violation into their answers', async () => {
    const failing = (error: Error) => answeringViolations(answers, () => Promise.reject(error));
    await expect(failing(wrapped('23505', 'thing_code_unique'))).rejects.toBe(taken);
    await expect(failing(wrapped('23503'))).rejects.toBe(inUse);
  });

  it('lets every other error through as it is', async () => {
    const other = wrapped('23505', 'another_unique');
    await expect(answeringViolations(answers, () => Promise.reject(other))).rejects.toBe(other);
    const plain = new Error('network');
    await expect(answeringViolations({}, () => Promise.reject(plain))).rejects.toBe(plain);
  });

  it('recognises a foreign-key violation through what wraps it', () => {
    expect(isForeignKeyViolation(wrapped('23503'))).toBe(true);
    expect(isForeignKeyViolation(wrapped('23505'))).toBe(false);
    expect(isForeignKeyViolation('23503')).toBe(false);
  });
});
