import { appUser } from '../../db/schema';
import { describeEachDriver, migratedTestDatabase } from '../../test/test-database';
import { isUniqueViolation } from '../../db/unique-violation';

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
