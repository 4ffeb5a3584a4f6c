import {
  ApiError,
  createTemplate,
  deleteTemplate,
  getTemplate,
  listTemplates,
  updateTemplate,
} from '@hbc/api-clients';
import { TEMPLATE_MESSAGES, type TemplateBody } from '@hbc/contracts';
import { listOf } from '../shapes/common';
import { templateListItem, templateRecord } from '../shapes/template';
import { describeContract } from '../support/contract-suite';
import { rejectionOf } from '../support/rejection';
import { expectShape } from '../support/shape';

const body: TemplateBody = {
  name: 'เชิญฉีดวัคซีน',
  messages: [{ type: 'text', text: 'เชิญฉีดวัคซีนไข้หวัดใหญ่' }],
};

describeContract('message-template calls', (ctx) => {
  it('createTemplate, listTemplates, getTemplate, updateTemplate and deleteTemplate', async () => {
    ctx.signInAs('admin-lv3');
    const created = await createTemplate(body);
    expectShape(created, templateRecord);
    expect(created).toMatchObject({ ...body, shared: false, messageCount: 1, formats: ['text'] });

    const page = await listTemplates({
      page: 1,
      pageSize: 20,
      search: 'วัคซีน',
      sort: { field: 'name', direction: 'asc' },
    });
    expectShape(page, listOf(templateListItem));
    expect(page.data.map((row) => row.id)).toEqual([created.id]);
    expect(await getTemplate(created.id)).toEqual(created);

    const renamed = await updateTemplate(created.id, { name: 'เชิญฉีดวัคซีน 2' });
    expectShape(renamed, templateRecord);
    expect(renamed).toMatchObject({ id: created.id, name: 'เชิญฉีดวัคซีน 2' });

    await expect(deleteTemplate(created.id)).resolves.toBeUndefined();
    await expect(getTemplate(created.id)).rejects.toMatchObject({ status: 404 });
  });

  it('createTemplate maps a name the unit has to CONFLICT, and LV3 changing a shared one to 403', async () => {
    ctx.signInAs('super-admin');
    const shared = await createTemplate({ ...body, name: 'ส่วนกลาง' });
    ctx.signInAs('admin-lv3');
    await createTemplate({ ...body, name: 'ซ้ำ' });

    const taken = await rejectionOf(createTemplate({ ...body, name: 'ซ้ำ' }));
    expect(taken).toBeInstanceOf(ApiError);
    expect(taken).toMatchObject({
      status: 409,
      errors: [{ path: '/name', message: TEMPLATE_MESSAGES.nameTaken }],
    });
    const refused = await rejectionOf(deleteTemplate(shared.id));
    expect(refused).toMatchObject({ status: 403, message: TEMPLATE_MESSAGES.sharedReadOnly });
  });
});
