import { createBrowserRouter } from 'react-router';
import { consoleRoutes } from './routes';

export const router = createBrowserRouter(consoleRoutes());
