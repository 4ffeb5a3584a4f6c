import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { composeStories } from '@storybook/react-vite';
import { clearProfile } from '@hbc/api-clients';
import { TEMPLATE_MESSAGES } from '@hbc/contracts';
import { address, bodiesOf, dismissToasts, show, toastTexts } from '../../testing/spec-helpers';
import { SHARED_TEMPLATE } from './template-fixtures';
import * as stories from './BroadcastFromTemplate.stories';

const { FromSharedTemplate, FromMissingTemplate, NewBroadcast } = composeStories(stories);

afterEach(() => {
  clearProfile();
  dismissToasts();
});

const titleField = () => screen.getByRole('textbox', { name: 'ชื่อบรอดแคสต์' });

describe('BroadcastFormScreen from a template (?template=)', () => {
  it('opens a new broadcast with the template’s messages, named after it, unsaved', async () => {
    const user = userEvent.setup();
    show(<FromSharedTemplate />);
    expect(await screen.findByRole('textbox', { name: 'ชื่อบรอดแคสต์' })).toHaveValue(
      SHARED_TEMPLATE.name,
    );

    expect(screen.getByRole('heading', { level: 1, name: 'สร้างบรอดแคสต์' })).toBeInTheDocument();
    expect(screen.getByText('บันทึกข้อความแล้ว 1 ข้อความ')).toBeInTheDocument();
    expect(bodiesOf('POST /api/broadcast')).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'รายการบรอดแคสต์' }));
    const question = await screen.findByRole('dialog', { name: 'ออกจากหน้านี้?' });
    await user.click(within(question).getByRole('button', { name: 'อยู่หน้านี้ต่อ' }));
    expect(address()).toBe(`/broadcast/form?template=${SHARED_TEMPLATE.id}`);
  });

  it('saves the new draft with the template’s messages', async () => {
    const user = userEvent.setup();
    show(<FromSharedTemplate />);
    await waitFor(() => expect(titleField()).toHaveValue(SHARED_TEMPLATE.name));

    await user.click(screen.getByRole('button', { name: 'บันทึกฉบับร่าง' }));

    await waitFor(() => expect(bodiesOf('POST /api/broadcast')).toHaveLength(1));
    expect(bodiesOf('POST /api/broadcast')[0]).toMatchObject({
      title: SHARED_TEMPLATE.name,
      messages: SHARED_TEMPLATE.messages,
    });
  });

  it('says when the template is not there', async () => {
    show(<FromMissingTemplate />);
    expect(await screen.findByText(TEMPLATE_MESSAGES.notFound)).toBeInTheDocument();
  });

  it('keeps the messages as a template of the unit, named after the broadcast', async () => {
    const user = userEvent.setup();
    show(<FromSharedTemplate />);
    await waitFor(() => expect(titleField()).toHaveValue(SHARED_TEMPLATE.name));
    await user.clear(titleField());
    await user.type(titleField(), 'ปิดทำการวันหยุด');

    await user.click(screen.getByRole('button', { name: 'บันทึกเป็นเทมเพลต' }));
    const dialog = await screen.findByRole('dialog', { name: 'บันทึกเป็นเทมเพลต' });
    expect(within(dialog).getByRole('textbox', { name: 'ชื่อเทมเพลต' })).toHaveValue('ปิดทำการวันหยุด');
    await user.click(within(dialog).getByRole('button', { name: 'บันทึก' }));

    await waitFor(() => expect(toastTexts()).toEqual(['บันทึกเป็นเทมเพลตแล้ว']));
    expect(bodiesOf('POST /api/broadcast/template')).toEqual([
      { name: 'ปิดทำการวันหยุด', messages: SHARED_TEMPLATE.messages },
    ]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('offers no template to save while the broadcast has no message, and says why', async () => {
    show(<NewBroadcast />);
    const button = await screen.findByRole('button', { name: 'บันทึกเป็นเทมเพลต' });
    expect(button).toBeDisabled();
    expect(screen.getByText('สร้างข้อความก่อน จึงจะบันทึกเป็นเทมเพลตได้')).toBeInTheDocument();
  });
});
