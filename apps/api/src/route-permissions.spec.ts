import { ROLES, type Role } from '@hbc/contracts';
import type { App } from './app';
import { startFakePlatforms, type FakePlatforms } from './test/fake-platforms';
import { publishedOperations } from './test/published-operations';
import { bearer, signIn, signInTestEnv } from './test/sign-in';
import { buildTestApp } from './test/test-app';
import { IDENTITY_OF_ROLE } from './areas/users/testing/user-calls';

/**
 * Who may call each route, written out by hand (architecture section 4). Every documented route
 * must have its row: adding a route without deciding who may call it fails this spec.
 * - `public`: no token needed;
 * - `signedIn`: any staff member with an access token;
 * - a list of roles: those roles pass the permission check; every other role gets 403.
 * Whether a thing is in the caller's unit (404) is each area's own spec.
 */
type Access = 'public' | 'messagingToken' | 'signedIn' | readonly Role[];

const SUPER: readonly Role[] = ['SUPER_ADMIN'];
const USER_MANAGERS: readonly Role[] = ['SUPER_ADMIN', 'ADMIN_LV1'];
const COMPOSERS: readonly Role[] = ['SUPER_ADMIN', 'ADMIN_LV3'];
const SEGMENT_READERS: readonly Role[] = ['ADMIN_LV1', 'ADMIN_LV2', 'ADMIN_LV3'];
const SEGMENT_MANAGERS: readonly Role[] = ['ADMIN_LV1', 'ADMIN_LV3'];
const BROADCAST_READERS: readonly Role[] = ['ADMIN_LV1', 'ADMIN_LV2', 'ADMIN_LV3'];
const BROADCAST_MANAGERS: readonly Role[] = ['ADMIN_LV3'];
const REPORT_READERS: readonly Role[] = ['SUPER_ADMIN', 'ADMIN_LV1', 'ADMIN_LV2'];
const TRACKING_URL_READERS: readonly Role[] = ['ADMIN_LV1', 'ADMIN_LV2', 'ADMIN_LV3'];
const TRACKING_URL_MANAGERS: readonly Role[] = ['ADMIN_LV3'];
const TESTER_READERS: readonly Role[] = ['SUPER_ADMIN', 'ADMIN_LV1', 'ADMIN_LV3'];
const TESTER_MANAGERS: readonly Role[] = ['SUPER_ADMIN', 'ADMIN_LV1'];
const TEMPLATE_KEEPERS: readonly Role[] = ['SUPER_ADMIN', 'ADMIN_LV3'];
const APPROVERS: readonly Role[] = ['SUPER_ADMIN', 'ADMIN_LV1'];

export const ROUTE_ACCESS: Record<string, Access> = {
  'GET /api/health': 'public',
  'GET /api/login/line/authorize-url': 'public',
  'POST /api/login': 'public',
  'GET /api/login/provider/authorize-url': 'messagingToken',
  'POST /api/login/provider': 'messagingToken',
  'POST /api/logout': 'signedIn',
  'GET /api/setting/user-management/profile': 'signedIn',
  'POST /api/setting/log': 'signedIn',
  'POST /api/setting/log/list': ['SUPER_ADMIN', 'ADMIN_LV1'],
  'POST /api/setting/log/export': ['SUPER_ADMIN', 'ADMIN_LV1'],
  'POST /api/upload/{product}': COMPOSERS,
  'POST /api/health-center/region/list': SUPER,
  'POST /api/health-center/region/export': SUPER,
  'POST /api/health-center/province/list': SUPER,
  'GET /api/health-center/province/names': 'signedIn',
  'POST /api/health-center/province': SUPER,
  'GET /api/health-center/province/{id}': SUPER,
  'PUT /api/health-center/province/{id}': SUPER,
  'DELETE /api/health-center/province/{id}': SUPER,
  'POST /api/health-center/unit/list': SUPER,
  'POST /api/health-center/unit/export': SUPER,
  'POST /api/health-center/unit': SUPER,
  'GET /api/health-center/unit/own': ROLES,
  'GET /api/health-center/unit/{id}': ROLES,
  'PUT /api/health-center/unit/{id}': SUPER,
  'DELETE /api/health-center/unit/{id}': SUPER,
  'POST /api/setting/user-management/list': USER_MANAGERS,
  'POST /api/setting/user-management/export': USER_MANAGERS,
  'POST /api/setting/user-management': USER_MANAGERS,
  'GET /api/setting/user-management/{id}': USER_MANAGERS,
  'PUT /api/setting/user-management/{id}': USER_MANAGERS,
  'DELETE /api/setting/user-management/{id}': USER_MANAGERS,
  'POST /api/setting/user-management/{id}/invite': USER_MANAGERS,
  'POST /api/setting/cid/list': SUPER,
  'POST /api/setting/cid/export': SUPER,
  'POST /api/setting/cid': SUPER,
  'DELETE /api/setting/cid/{id}': SUPER,
  'POST /api/setting/cid/{id}/reveal': SUPER,
  'POST /api/setting/cid/import': SUPER,
  'POST /api/setting/cid/import/{importId}': SUPER,
  'DELETE /api/setting/cid/import/{importId}': SUPER,
  // The registry's own bearer token is the citizen import spec's to try.
  'POST /api/citizen/import': SUPER,
  'POST /api/citizen/import-file': SUPER,
  'GET /api/citizen/import-file/{importId}': SUPER,
  'POST /api/citizen/deliveries': ['SUPER_ADMIN', 'ADMIN_LV1'],
  'POST /api/segment/list': SEGMENT_READERS,
  'POST /api/segment': SEGMENT_MANAGERS,
  'GET /api/segment/{id}': SEGMENT_READERS,
  'PUT /api/segment/{id}': SEGMENT_MANAGERS,
  'DELETE /api/segment/{id}': SEGMENT_MANAGERS,
  'POST /api/segment/{id}/count': SEGMENT_READERS,
  'POST /api/segment/count': SEGMENT_READERS,
  'POST /api/segment/cid-list': SEGMENT_MANAGERS,
  'POST /api/broadcast/list': BROADCAST_READERS,
  'POST /api/broadcast/audience': BROADCAST_READERS,
  'GET /api/broadcast/quota': BROADCAST_READERS,
  'GET /api/broadcast/send-policy': BROADCAST_READERS,
  'POST /api/broadcast': BROADCAST_MANAGERS,
  'GET /api/broadcast/decisions': BROADCAST_MANAGERS,
  'GET /api/broadcast/{id}': BROADCAST_READERS,
  'PUT /api/broadcast/{id}': BROADCAST_MANAGERS,
  'DELETE /api/broadcast/{id}': BROADCAST_MANAGERS,
  'POST /api/broadcast/{id}/send': BROADCAST_MANAGERS,
  'POST /api/broadcast/{id}/test': BROADCAST_MANAGERS,
  'POST /api/broadcast/{id}/cancel': BROADCAST_MANAGERS,
  'POST /api/broadcast/{id}/retry-failed': BROADCAST_MANAGERS,
  'POST /api/broadcast/{id}/delivery/list': BROADCAST_READERS,
  'GET /api/broadcast/{id}/progress': BROADCAST_READERS,
  'POST /api/broadcast/{id}/approve': APPROVERS,
  'POST /api/broadcast/{id}/reject': APPROVERS,
  'POST /api/broadcast/approval/list': APPROVERS,
  'GET /api/broadcast/approval/count': APPROVERS,
  'GET /api/broadcast/approval/{id}': APPROVERS,
  'POST /api/broadcast/approval/{id}/test': APPROVERS,
  'GET /api/setting/approval': SUPER,
  'PUT /api/setting/approval': SUPER,
  'GET /api/setting/send-policy': SUPER,
  'PUT /api/setting/send-policy': SUPER,
  'GET /api/report/aggregation-units': SUPER,
  'POST /api/report/list': REPORT_READERS,
  'POST /api/report/summary': REPORT_READERS,
  'POST /api/report/export': REPORT_READERS,
  'GET /api/report/{id}': REPORT_READERS,
  'POST /api/report/{id}/delivery/export': REPORT_READERS,
  'POST /api/tracking-url/list': TRACKING_URL_READERS,
  'POST /api/tracking-url': TRACKING_URL_MANAGERS,
  'GET /api/tracking-url/{id}': TRACKING_URL_READERS,
  'PUT /api/tracking-url/{id}': TRACKING_URL_MANAGERS,
  'DELETE /api/tracking-url/{id}': TRACKING_URL_MANAGERS,
  'POST /api/setting/tester/list': TESTER_READERS,
  'POST /api/setting/tester': TESTER_MANAGERS,
  'PUT /api/setting/tester/{id}': TESTER_MANAGERS,
  'DELETE /api/setting/tester/{id}': TESTER_MANAGERS,
  'POST /api/setting/tester/code': TESTER_MANAGERS,
  'GET /api/setting/tester/code/{id}': TESTER_MANAGERS,
  'DELETE /api/setting/tester/code/{id}': TESTER_MANAGERS,
  'POST /api/setting/follower-sync': SUPER,
  'POST /api/setting/follower-sync/list': SUPER,
  'GET /api/setting/follower-sync/{id}': SUPER,
  'POST /api/broadcast/template/list': TEMPLATE_KEEPERS,
  'POST /api/broadcast/template': TEMPLATE_KEEPERS,
  'GET /api/broadcast/template/{id}': TEMPLATE_KEEPERS,
  'PUT /api/broadcast/template/{id}': TEMPLATE_KEEPERS,
  'DELETE /api/broadcast/template/{id}': TEMPLATE_KEEPERS,
  'GET /api/dashboard': SUPER,
};

/** A path of the table with its parameters filled in by values no row has. */
const concrete = (path: string) => path.replace('{id}', '2147483647').replace('{product}', 'image');

let fake: FakePlatforms;
let app: App;
const tokens = {} as Record<Role, string>;

beforeAll(async () => {
  fake = await startFakePlatforms();
  app = await buildTestApp({ env: signInTestEnv(fake) });
  for (const role of ROLES) tokens[role] = await signIn(app, fake, IDENTITY_OF_ROLE[role]);
}, 120_000);
afterAll(async () => {
  await app?.close();
  await fake?.close();
});

/** `METHOD /path` of every route the OpenAPI document publishes. */
const documentedRoutes = () =>
  publishedOperations(app).map(({ method, path }) => `${method} ${path}`);

const call = (route: string, token?: string) => {
  const [method, path] = route.split(' ') as [string, string];
  return app.inject({
    method: method as 'GET',
    url: concrete(path),
    headers: token ? bearer(token) : {},
    // An empty body: a refused role must get 403 before validation says anything.
    ...(method === 'GET' || method === 'DELETE' ? {} : { payload: {} }),
  });
};

describe('who may call each route', () => {
  it('has a row for every published /api route, and every row is a published route', () => {
    const published = documentedRoutes().filter((route) => route.includes(' /api/'));
    const apiRows = Object.keys(ROUTE_ACCESS);

    expect([...published].sort()).toEqual([...apiRows].sort());
  });

  const guarded = Object.entries(ROUTE_ACCESS).filter(([, access]) => access !== 'public');
  it.each(guarded.map(([route]) => route))('%s answers 401 without a token', async (route) => {
    expect((await call(route)).statusCode).toBe(401);
  });

  const byRole = Object.entries(ROUTE_ACCESS).filter((entry): entry is [string, readonly Role[]] =>
    Array.isArray(entry[1]),
  );
  describe.each(ROLES)('as %s', (role) => {
    it.each(byRole.map(([route, roles]) => [route, roles.includes(role)] as const))(
      '%s: allowed %s',
      async (route, allowed) => {
        const status = (await call(route, tokens[role])).statusCode;
        if (allowed) expect([401, 403]).not.toContain(status);
        else expect(status).toBe(403);
      },
    );
  });
});
