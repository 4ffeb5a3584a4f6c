import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, redirect } from 'react-router';
import Cookies from 'universal-cookie';

it('works', async () => {
  document.cookie = 'A=' + encodeURIComponent(JSON.stringify({a:1})) + '; path=/';
  const c = new Cookies(null, { path: '/' });
  console.log(c.get('A'), c.get('A', { doNotParse: true }), typeof Request, typeof TextEncoder);
  const router = createMemoryRouter([{ path: '/', loader: () => redirect('/b') }, { path: '/b', element: <p>B page</p> }], { initialEntries: ['/'] });
  render(<RouterProvider router={router} />);
  expect(await screen.findByText('B page')).toBeInTheDocument();
});
