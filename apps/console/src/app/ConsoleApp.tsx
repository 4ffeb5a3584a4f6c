import type { DataRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { OnDemandToastHost } from '@hbc/ui';

/**
 * The whole console: its routes, and the toast host, which loads with MUI when the first toast
 * is raised. Nothing here loads MUI: the sign-in pages are plain, and the signed-in layout
 * brings the MUI theme along.
 */
export function ConsoleApp({ router }: { router: DataRouter }) {
  return (
    <>
      <RouterProvider router={router} />
      <OnDemandToastHost />
    </>
  );
}
