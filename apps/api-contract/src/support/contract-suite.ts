import { COOKIES } from '@hbc/contracts';
import {
  describeEachDatabase,
  signInEachRole,
  signInTestEnv,
  startFakePlatforms,
  type App,
  type DatabaseDriver,
  type FakePlatforms,
  type RoleIdentity,
} from './api';
import { clearBrowserCookies, setBrowserCookie } from './cookie-jar';
import { connectClients, type FetchedAnswer } from './in-process-network';

export interface ContractContext {
  driver: DatabaseDriver;
  /** The API, built before the block's first test on a fresh database of `driver`. */
  app: App;
  /** The LINE and MOPH stand-ins the API signs in and sends through. */
  fake: FakePlatforms;
  /** Answers the clients read with `fetch` since the block began. */
  fetched: FetchedAnswer[];
  /** Signs the console in as a demo role: its USER_PROFILE cookie holds that role's token. */
  signInAs(role: RoleIdentity): void;
}

/**
 * Runs `define` once per database driver (PGlite; PostgreSQL too when DATABASE_URL is set)
 * against the API built on a fresh database, with the console's clients connected to it and an
 * access token of each demo role ready. Cookies are cleared after each test.
 */
export function describeContract(name: string, define: (ctx: ContractContext) => void): void {
  let fake: FakePlatforms | undefined;
  beforeAll(async () => {
    fake = await startFakePlatforms();
  });
  afterAll(() => fake?.close());
  const platforms = (): FakePlatforms => {
    if (!fake) throw new Error('the fake platforms are not started');
    return fake;
  };

  describeEachDatabase(
    name,
    (database) => {
      let tokens: Record<RoleIdentity, string> | undefined;
      let network: ReturnType<typeof connectClients> | undefined;
      const ctx: ContractContext = {
        get driver() {
          return database.driver;
        },
        get app() {
          return database.app;
        },
        get fake() {
          return platforms();
        },
        get fetched() {
          return network?.fetched ?? [];
        },
        signInAs(role) {
          if (!tokens) throw new Error('the roles are not signed in yet');
          setBrowserCookie(COOKIES.userProfile, JSON.stringify({ access_token: tokens[role] }));
        },
      };

      beforeAll(async () => {
        tokens = await signInEachRole(database.app, ctx.fake);
        network = connectClients(database.app);
      }, 60_000);
      afterAll(() => network?.restore());
      afterEach(() => clearBrowserCookies());

      define(ctx);
    },
    { env: () => signInTestEnv(platforms()) },
  );
}
