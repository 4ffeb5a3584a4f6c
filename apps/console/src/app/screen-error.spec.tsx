import { render, screen } from '@testing-library/react';
import { createMemoryRouter, data, Outlet, RouterProvider } from 'react-router';
import { StoryShell } from '@hbc/ui';
import { ScreenError } from './screen-error';

function open(fault: unknown) {
  const router = createMemoryRouter(
    [
      {
        errorElement: <p>หน้าข้อผิดพลาดทั้งหน้า</p>,
        hydrateFallbackElement: <p>กำลังโหลด</p>,
        element: (
          <div>
            <p>เลย์เอาต์</p>
            <Outlet />
          </div>
        ),
        children: [
          {
            path: '/report',
            element: <p>รายงาน</p>,
            errorElement: <ScreenError />,
            loader: () => {
              throw fault;
            },
          },
        ],
      },
    ],
    { initialEntries: ['/report'] },
  );
  render(
    <StoryShell>
      <RouterProvider router={router} />
    </StoryShell>,
  );
}

describe('ScreenError', () => {
  it('shows a refusal as the no-permission page inside the layout', async () => {
    open(data({ home: '/health-center' }, { status: 403 }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'ไม่มีสิทธิ์เข้าถึงหน้านี้' }),
    ).toBeInTheDocument();
    expect(screen.getByText('เลย์เอาต์')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'กลับหน้าแรก' })).toHaveAttribute(
      'href',
      '/health-center',
    );
  });

  it('hands any other fault on to the whole-page error screen', async () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      open(new Error('boom'));
      expect(await screen.findByText('หน้าข้อผิดพลาดทั้งหน้า')).toBeInTheDocument();
      expect(screen.queryByText('เลย์เอาต์')).not.toBeInTheDocument();
    } finally {
      consoleError.mockRestore();
    }
  });
});
