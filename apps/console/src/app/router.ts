import { createBrowserRouter } from 'react-router';
import { consoleRoutes } from './routes';

/** The console's router. */
export function createConsoleRouter() {
  return createBrowserRouter(consoleRoutes());
}
