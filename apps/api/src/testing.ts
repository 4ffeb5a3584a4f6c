/**
 * The API's test kit for suites outside this project (the console clients' contract tests):
 * the app on a fresh database per driver, the fake LINE and MOPH platforms, sign-in of the demo
 * roles and the fixtures that seed what only a long history would leave. Specs and tests only;
 * nothing the API runs imports it.
 */
export type { App } from './app';
export type { DatabaseDriver } from './db/database';
export { describeEachDatabase } from './test/test-app';
export { startFakePlatforms, type FakePlatforms } from './test/fake-platforms';
export { approveHealthId, approveLine, lineUserIdOf, signInTestEnv } from './test/sign-in';
export { insertCitizens, unitIdOf } from './test/staff-fixtures';
export { signInEachRole, type RoleIdentity } from './areas/users/testing/user-calls';
export { validCid } from './areas/excluded-cids/testing/cid-calls';
export { sampleImage } from './areas/media/testing/sample-media';
export { insertClickDays, insertInsight } from './areas/report/testing/report-fixtures';
export { runRollups } from './engine/rollup/run-rollups';
export { insertFollowerOfCid, insertTester } from './areas/tester/testing/tester-fixtures';
export { bangkokDay } from './areas/segment/bangkok-day';
