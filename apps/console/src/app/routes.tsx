import { lazy, Suspense, type ReactElement } from 'react';
import type { RouteObject } from 'react-router';
import { routeAccessCheck, withGuards, type GuardedRoute } from '@hbc/auth-flow';
import { LoadingState } from '@hbc/ui';
import { consoleLayoutLoader } from '../layout/console-layout-loader';
import {
  CONSOLE_SCREENS,
  NotFoundScreen,
  RouteErrorScreen,
  screenElement,
  type ScreenEntry,
} from '@hbc/console-screens';
import { signInRoutes, type SignInRouteOptions } from '../sign-in/sign-in-routes';

/** The error element of a console screen, loaded only when a screen fails or is refused. */
const ScreenError = lazy(async () => ({ default: (await import('./screen-error')).ScreenError }));

const screenLoads = new Map<ScreenEntry['path'], Promise<ReactElement>>();

/** The screen at `path`, its area's chunk loaded once (and again after a failed load). */
function loadScreen(path: ScreenEntry['path']): Promise<ReactElement> {
  let load = screenLoads.get(path);
  if (!load) {
    load = screenElement(path);
    screenLoads.set(path, load);
    load.catch(() => screenLoads.delete(path));
  }
  return load;
}

/**
 * The screen at `path`, drawn when its area's chunk has arrived. Not the route's `lazy`: the
 * router would then wait for the chunk before drawing anything, the layout included, and a
 * phone would see a blank page until the screen's code arrived. The route's loader starts the
 * chunk's download, alongside the layout's.
 */
function lazyScreen(path: ScreenEntry['path']) {
  const Screen = lazy(async () => {
    const element = await loadScreen(path);
    return { default: () => element };
  });
  // The layout's Suspense shows the screen's placeholder meanwhile (see ConsoleLayout).
  return <Screen />;
}

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
    loader: () => {
      loadScreen(path).catch(() => undefined); // the screen shows the failure when it renders
      return null;
    },
    element: lazyScreen(path),
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
