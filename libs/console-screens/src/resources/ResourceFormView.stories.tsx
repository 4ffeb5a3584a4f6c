import type { Meta, StoryObj } from '@storybook/react-vite';
import * as yup from 'yup';
import { FormTextField, textRule, useDeleteRecord, useEntityForm } from '@hbc/data-screens';
import { withStoryRouter } from '@hbc/data-screens/testing';
import { ResourceFormView, type FormDeletion } from './ResourceFormView';

const WORDING = {
  button: 'ลบผู้ใช้งาน',
  title: 'ลบผู้ใช้งาน',
  message: (name: string) => `ต้องการลบผู้ใช้งาน ${name} ใช่หรือไม่`,
  confirm: 'ลบ',
  deleted: 'ลบผู้ใช้งานแล้ว',
};

/** A form of one name, saved and deleted in memory; its delete button where `placement` says. */
function DemoFormView({ placement }: { placement: FormDeletion['placement'] }) {
  const form = useEntityForm({
    initialValues: { name: 'สมชาย ใจดี' },
    validationSchema: yup.object({ name: textRule() }),
    save: () => Promise.resolve(null),
    savedMessage: null,
  });
  const deletion = useDeleteRecord({
    remove: () => Promise.resolve(),
    deletedText: WORDING.deleted,
    onDeleted: () => undefined,
  });
  return (
    <ResourceFormView
      title="แก้ไขข้อมูลผู้ใช้งาน"
      breadcrumbs={[{ label: 'จัดการสิทธิ์', onClick: () => undefined }, { label: 'แก้ไข' }]}
      form={form}
      onCancel={() => undefined}
      {...(placement === 'header' ? { maxWidth: 720 } : {})}
      deletion={{ state: deletion, wording: WORDING, name: 'สมชาย ใจดี', shown: true, placement }}
    >
      <FormTextField name="name" label="ชื่อ" required />
    </ResourceFormView>
  );
}

const meta: Meta<typeof DemoFormView> = {
  title: 'console/resources/ResourceFormView',
  component: DemoFormView,
  parameters: { route: { path: '/form' } },
  decorators: [withStoryRouter],
};
export default meta;
type Story = StoryObj<typeof DemoFormView>;

/** The delete button in the page header, as the health-center forms have it. */
export const DeleteInHeader: Story = { args: { placement: 'header' } };

/** The delete button beside save and cancel, as the user form has it. */
export const DeleteAtFoot: Story = { args: { placement: 'foot' } };
