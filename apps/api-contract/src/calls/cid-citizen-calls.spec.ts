import {
  ApiError,
  addCid,
  cancelCidImport,
  confirmCidImport,
  deleteCid,
  getCitizenFileImport,
  listCids,
  previewCidImport,
  revealCid,
  startCitizenFileImport,
} from '@hbc/api-clients';
import { DEMO_HOSPITAL } from '@hbc/contracts';
import {
  cidImportPreview,
  cidImportResult,
  citizenFileImport,
  excludedCid,
  revealedCid,
} from '../shapes/cid';
import { listOf } from '../shapes/common';
import { validCid } from '../support/api';
import { describeContract } from '../support/contract-suite';
import { csvDataUrl } from '../support/files';
import { rejectionOf } from '../support/rejection';
import { expectShape } from '../support/shape';
import { until } from '../support/until';

describeContract('excluded-CID and citizen-import calls', (ctx) => {
  describe('excluded CIDs', () => {
    it('addCid, listCids, revealCid and deleteCid', async () => {
      ctx.signInAs('super-admin');
      const cid = validCid(1);
      const added = await addCid({ cid, reason: 'ขอไม่รับข้อความ' });
      expectShape(added, excludedCid);
      expect(added.cidMasked).not.toContain(cid.slice(5, 10));

      const page = await listCids({
        page: 1,
        pageSize: 10,
        sort: { field: 'createdAt', direction: 'desc' },
      });
      expectShape(page, listOf(excludedCid));
      expect(page.data).toContainEqual(added);

      const revealed = await revealCid(added.id);
      expectShape(revealed, revealedCid);
      expect(revealed).toEqual({ id: added.id, cid });

      await expect(deleteCid(added.id)).resolves.toBeUndefined();
      await expect(revealCid(added.id)).rejects.toMatchObject({ status: 404 });
    });

    it('addCid maps a wrong check digit to VALIDATION_ERROR at the cid field', async () => {
      ctx.signInAs('super-admin');
      const cid = validCid(2);
      const wrong = `${cid.slice(0, 12)}${(Number(cid[12]) + 1) % 10}`;
      const error = await rejectionOf(addCid({ cid: wrong, reason: 'ขอไม่รับข้อความ' }));
      expect(error).toBeInstanceOf(ApiError);
      expect(error).toMatchObject({
        status: 400,
        message: 'VALIDATION_ERROR',
        errors: [{ path: expect.stringContaining('cid'), message: expect.any(String) }],
      });
    });

    it('previewCidImport answers what confirmCidImport then adds; cancelCidImport drops one', async () => {
      ctx.signInAs('super-admin');
      const lines = ['เลขประจำตัวประชาชน', validCid(3), validCid(4), '1234'];
      const preview = await previewCidImport({
        fileName: 'ยกเว้น.csv',
        reason: 'ขอไม่รับข้อความ',
        base64: await csvDataUrl(lines),
      });
      expectShape(preview, cidImportPreview);
      expect(preview).toMatchObject({ fileName: 'ยกเว้น.csv', validRows: 2, invalidRows: 1 });
      expect(preview.problems).toHaveLength(1);

      const result = await confirmCidImport(preview.importId);
      expectShape(result, cidImportResult);
      expect(result).toEqual({ added: 2 });

      const again = await previewCidImport({
        fileName: 'ยกเว้น.csv',
        reason: 'ขอไม่รับข้อความ',
        base64: await csvDataUrl(['เลขประจำตัวประชาชน', validCid(5)]),
      });
      await expect(cancelCidImport(again.importId)).resolves.toBeUndefined();
      await expect(confirmCidImport(again.importId)).rejects.toMatchObject({ status: 404 });
    });
  });

  describe('citizen file import', () => {
    it('startCitizenFileImport starts an import that getCitizenFileImport follows to its end', async () => {
      ctx.signInAs('super-admin');
      const lines = [
        'เลขประจำตัวประชาชน,รหัสหน่วยบริการ,จังหวัด,เพศ',
        `${validCid(11)},${DEMO_HOSPITAL.hcode},40,ชาย`,
        `${validCid(12)},${DEMO_HOSPITAL.hcode},40,หญิง`,
        `1234,${DEMO_HOSPITAL.hcode},40,ชาย`,
      ];
      const started = await startCitizenFileImport({
        fileName: 'ประชาชน.csv',
        base64: await csvDataUrl(lines),
      });
      expectShape(started, citizenFileImport);
      expect(started).toMatchObject({ fileName: 'ประชาชน.csv', status: 'RUNNING' });

      const ended = await until(
        () => getCitizenFileImport(started.importId),
        (read) => read.status !== 'RUNNING',
      );
      expectShape(ended, citizenFileImport);
      expect(ended).toMatchObject({ status: 'DONE', inserted: 2, rejected: 1 });
      expect(ended.problems).toHaveLength(1);
    });

    it('getCitizenFileImport of an unknown import is a 404', async () => {
      ctx.signInAs('super-admin');
      await expect(
        getCitizenFileImport('00000000-0000-4000-8000-000000000000'),
      ).rejects.toMatchObject({ status: 404 });
    });
  });
});
