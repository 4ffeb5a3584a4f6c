import { screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { ROUTES } from '@hbc/contracts';
import { installFakeApi, type FakeApi } from '@hbc/api-clients/testing';
import { createMemoryUploadFn, UploadFnContext } from '@hbc/upload-widgets';
import { LIST_ROUTES } from './health-center-fixtures';
import { healthCenterScreen, type HealthCenterPath } from './health-center-screens';
import { show } from '../../testing/spec-helpers';

let api: FakeApi;
beforeEach(() => {
  api = installFakeApi(LIST_ROUTES);
});
afterEach(() => api.restore());

describe('healthCenterScreen', () => {
  it.each<[HealthCenterPath, string]>([
    [ROUTES.healthCenter, 'เขตสุขภาพ'],
    [ROUTES.province, 'รายชื่อจังหวัด'],
    [ROUTES.provinceForm, 'ข้อมูลจังหวัด'],
    [ROUTES.unit, 'รายชื่อหน่วยบริการ'],
    [ROUTES.unitForm, 'ข้อมูลหน่วยบริการ'],
  ])('gives %s its screen', async (path, heading) => {
    const router = createMemoryRouter([{ path, element: healthCenterScreen(path) }], {
      initialEntries: [path],
    });
    show(
      <UploadFnContext.Provider value={createMemoryUploadFn()}>
        <RouterProvider router={router} />
      </UploadFnContext.Provider>,
    );

    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  });
});
