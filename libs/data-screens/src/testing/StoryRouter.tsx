import { createContext, useContext, useState, type ReactNode } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Decorator } from '@storybook/react-vite';
import {
  createMemoryRouter,
  Link,
  Outlet,
  RouterProvider,
  useLocation,
  useNavigate,
  type InitialEntry,
} from 'react-router';

export const ADDRESS_LABEL = 'ที่อยู่ปัจจุบัน';
export const BACK_LABEL = 'ย้อนกลับ';
export const ELSEWHERE_LABEL = 'ไปหน้าอื่น';
export const ELSEWHERE_TEXT = 'หน้าอื่น';

const StoryElement = createContext<ReactNode>(null);

function StorySlot() {
  return <>{useContext(StoryElement)}</>;
}

/** A browser's bar in miniature: the address, Back, and a link away from the screen. */
function BrowserBar() {
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <>
      <Stack
        direction="row"
        spacing={2}
        alignItems="center"
        sx={{ mb: 2, p: 1, bgcolor: 'grey.100', borderRadius: 1 }}
      >
        <Button size="small" onClick={() => void navigate(-1)}>
          {BACK_LABEL}
        </Button>
        <Typography
          component="output"
          aria-label={ADDRESS_LABEL}
          variant="body2"
          sx={{ flexGrow: 1, fontFamily: 'monospace' }}
        >
          {decodeURIComponent(`${location.pathname}${location.search}`)}
        </Typography>
        <Link to="/elsewhere">{ELSEWHERE_LABEL}</Link>
      </Stack>
      <Outlet />
    </>
  );
}

function StoryRouter({
  path,
  entries,
  children,
}: {
  path: string;
  entries: InitialEntry[];
  children: ReactNode;
}) {
  const [router] = useState(() =>
    createMemoryRouter(
      [
        {
          element: <BrowserBar />,
          children: [
            { path, element: <StorySlot /> },
            { path: '*', element: <p>{ELSEWHERE_TEXT}</p> },
          ],
        },
      ],
      { initialEntries: entries },
    ),
  );
  return (
    <StoryElement.Provider value={children}>
      <RouterProvider router={router} />
    </StoryElement.Provider>
  );
}

/** Where a story opens: the route's pattern and the address it starts at (the pattern itself by default). */
export interface StoryRoute {
  path: string;
  /** An address, or a location with the state a link gave it. */
  entry?: InitialEntry;
  /** Addresses visited before, which Back returns to (the list a form was opened from). */
  history?: InitialEntry[];
}

/**
 * Renders the story in a data router (as the console's) at `parameters.route`, under a bar
 * showing the address with a Back button and a link to another page. A story changes where it
 * opens with `parameters: { route: { entry: '/path?page=2' } }`, and what Back returns to with
 * `history: ['/list?page=3']`.
 */
export const withStoryRouter: Decorator = (Story, { parameters }) => {
  const route = parameters['route'] as StoryRoute | undefined;
  if (!route) throw new Error('withStoryRouter needs parameters.route');
  return (
    <StoryRouter path={route.path} entries={[...(route.history ?? []), route.entry ?? route.path]}>
      <Story />
    </StoryRouter>
  );
};
