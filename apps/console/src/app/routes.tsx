import { lazy, Suspense, type ReactElement } from 'react';
import type { RouteObject } from 'react-router';
import { ROUTES } from '@hbc/contracts';
import { routeAccessCheck, withGuards, type GuardedRoute } from '@hbc/auth-flow';
import { LoadingState } from '@hbc/ui';
import { consoleLayoutLoader } from '../layout/console-layout-loader';
import { NotFoundScreen, RouteErrorScreen } from '../screens/StatusScreen';
import { signInRoutes, type SignInRouteOptions } from '../areas/sign-in/sign-in-routes';
import { CONSOLE_SCREENS, type ScreenEntry } from './route-table';

/** A console screen, from its area's chunk: each area loads when one of its screens opens. */
async function screenElement(path: ScreenEntry['path']): Promise<ReactElement> {
  if (path === ROUTES.healthCenterDetail) {
    const { UnitDetailScreen } = await import('../areas/health-center/UnitDetailScreen');
    return <UnitDetailScreen />;
  }
  if (
    path === ROUTES.healthCenter ||
    path === ROUTES.province ||
    path === ROUTES.provinceForm ||
    path === ROUTES.unit ||
    path === ROUTES.unitForm
  ) {
    const { healthCenterScreen } = await import('../areas/health-center/health-center-screens');
    return healthCenterScreen(path);
  }
  if (path === ROUTES.user || path === ROUTES.userForm) {
    const { UserListScreen, UserFormScreen } = await import('../areas/users/user-screens');
    return path === ROUTES.user ? <UserListScreen /> : <UserFormScreen />;
  }
  if (path === ROUTES.excludeCid || path === ROUTES.excludeCidForm) {
    const { ExcludedCidListScreen, ExcludedCidFormScreen } =
      await import('../areas/excluded-cids/excluded-cid-screens');
    return path === ROUTES.excludeCid ? <ExcludedCidListScreen /> : <ExcludedCidFormScreen />;
  }
  if (path === ROUTES.segment || path === ROUTES.segmentForm || path === ROUTES.segmentDetail) {
    const { SegmentListScreen, SegmentFormScreen, SegmentDetailScreen } =
      await import('../areas/segment/segment-screens');
    if (path === ROUTES.segmentForm) return <SegmentFormScreen />;
    return path === ROUTES.segment ? <SegmentListScreen /> : <SegmentDetailScreen />;
  }
  if (path === ROUTES.activityLog) {
    const { ActivityLogScreen } = await import('../areas/activity-log/ActivityLogScreen');
    return <ActivityLogScreen />;
  }
  if (path === ROUTES.broadcastForm) {
    const { BroadcastFormScreen } = await import('../areas/broadcast/BroadcastFormScreen');
    return <BroadcastFormScreen />;
  }
  if (path === ROUTES.broadcast || path === ROUTES.broadcastDetail) {
    const { BroadcastListScreen, BroadcastDetailScreen } =
      await import('../areas/broadcast/broadcast-screens');
    return path === ROUTES.broadcast ? <BroadcastListScreen /> : <BroadcastDetailScreen />;
  }
  if (path === ROUTES.trackingUrl || path === ROUTES.trackingUrlForm) {
    const { TrackingUrlListScreen, TrackingUrlFormScreen } =
      await import('../areas/tracking-url/tracking-url-screens');
    return path === ROUTES.trackingUrl ? <TrackingUrlListScreen /> : <TrackingUrlFormScreen />;
  }
  if (path === ROUTES.report) {
    const { ReportScreen } = await import('../areas/report/ReportScreen');
    return <ReportScreen />;
  }
  if (path === ROUTES.dashboard) {
    const { DashboardScreen } = await import('../areas/dashboard/DashboardScreen');
    return <DashboardScreen />;
  }
  const { ComingSoonScreen } = await import('../screens/ComingSoonScreen');
  return <ComingSoonScreen path={path} />;
}

/** The error element of a console screen, loaded only when a screen fails or is refused. */
const ScreenError = lazy(async () => ({ default: (await import('./screen-error')).ScreenError }));

/**
 * A signed-in screen: open to the roles its route access names; any other role gets the 'no
 * permission' page at the same address, inside the layout.
 */
function consoleScreen({ path }: ScreenEntry): GuardedRoute {
  return {
    path,
    check: routeAccessCheck(path),
    errorElement: (
      <Suspense fallback={<LoadingState />}>
        <ScreenError />
      </Suspense>
    ),
    lazy: async () => ({ element: await screenElement(path) }),
  };
}

/**
 * Every route of spec section 2. Each gets the sign-in guard as its loader; the sign-in screens
 * bring their own checks; the signed-in screens share the console layout; unknown addresses get
 * the Thai not-found page. Screens load by area, on demand: the sign-in pages never load the
 * layout, and no screen loads another area's code.
 */
export function consoleRoutes(options: SignInRouteOptions = {}): RouteObject[] {
  return withGuards([
    {
      guard: false,
      hydrateFallbackElement: <LoadingState />,
      errorElement: <RouteErrorScreen />,
      children: [
        ...signInRoutes(options),
        {
          loader: consoleLayoutLoader,
          lazy: async () => {
            const { ConsoleLayout } = await import('../layout/ConsoleLayout');
            return { element: <ConsoleLayout /> };
          },
          children: CONSOLE_SCREENS.map(consoleScreen),
        },
        { path: '*', element: <NotFoundScreen />, guard: false },
      ],
    },
  ]);
}
