import { createBrowserRouter } from 'react-router';
import { installSessionExpiry } from '@hbc/auth-flow';
import { consoleRoutes } from './routes';

/**
 * The console's router, with the one handler that turns any 401 of the access-token client into
 * 'กรุณาเข้าสู่ระบบอีกครั้ง' and /line-login.
 */
export function createConsoleRouter() {
  const router = createBrowserRouter(consoleRoutes());
  installSessionExpiry((to) => router.navigate(to, { replace: true }));
  return router;
}
