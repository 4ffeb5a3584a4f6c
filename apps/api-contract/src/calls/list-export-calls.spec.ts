import { ApiError, downloadExport, postList } from '@hbc/api-clients';
import { API_PATHS, EXPORT_FILE_TYPES, type UnitRow } from '@hbc/contracts';
import { listOf } from '../shapes/common';
import { unitRow } from '../shapes/health-center';
import { describeContract } from '../support/contract-suite';
import { rejectionOf } from '../support/rejection';
import { expectShape } from '../support/shape';

describeContract('list and export calls', (ctx) => {
  it('postList pages any area’s list', async () => {
    ctx.signInAs('super-admin');
    const page = await postList<UnitRow>(API_PATHS.healthUnitList, { page: 1, pageSize: 5 });
    expectShape(page, listOf(unitRow));
    expect(page.data).toHaveLength(5);
  });

  it.each([
    ['xlsx', 'super-admin', API_PATHS.healthUnitExport],
    ['csv', 'admin-lv1', API_PATHS.userExport],
  ] as const)(
    'downloadExport answers the %s file and its name (%s)',
    async (format, role, path) => {
      ctx.signInAs(role);
      const file = await downloadExport(path, {
        format,
        sort: { field: 'name', direction: 'asc' },
      });
      expect(file.blob.type).toBe(EXPORT_FILE_TYPES[format].contentType);
      expect(file.blob.size).toBeGreaterThan(0);
      expect(file.fileName).toMatch(new RegExp(`\\.${EXPORT_FILE_TYPES[format].extension}$`));
    },
  );

  it('downloadExport reads a refused export’s issues out of its body', async () => {
    ctx.signInAs('super-admin');
    const error = await rejectionOf(downloadExport(API_PATHS.healthUnitExport, { format: 'pdf' }));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      message: 'VALIDATION_ERROR',
      errors: [{ path: expect.stringContaining('format'), message: expect.any(String) }],
    });
  });
});
