import { dismissAllToasts, getToasts, StoryShell } from '@hbc/ui';
import type { ReactElement } from 'react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { composeStories } from '@storybook/react-vite';
import { UNIT_KIND_LABELS, UNIT_MESSAGES } from '@hbc/contracts';
import { axeViolations } from '@hbc/ui/testing';
import { PAGE_RULES } from '../testing/page-rules';
import { FAKE_PROVINCES } from '../testing/fake-units';
import { apiError, EDITED_UNIT, later, type UnitFormValues } from '../testing/fake-unit-form';
import { ADDRESS_LABEL, ELSEWHERE_LABEL, ELSEWHERE_TEXT } from '../testing/StoryRouter';
import { NO_CHANGES_TEXT } from './fields/FormActions';
import * as stories from './EntityForm.stories';

const { New, Edit, Loading, LoadFails, NotFound, Saving, ServerRefuses, HcodeTaken, Conflict } =
  composeStories(stories);

afterEach(() => {
  dismissAllToasts();
});

function show(story: ReactElement) {
  render(<StoryShell>{story}</StoryShell>);
}

const address = () => screen.getByRole('status', { name: ADDRESS_LABEL }).textContent;
const field = (name: RegExp | string) => screen.getByRole('textbox', { name });
const saveButton = () => screen.getByRole('button', { name: 'บันทึก' });
const toastTexts = () => getToasts().map((t) => t.message);

/** Waits for the edited unit to be read into the form. */
async function loaded() {
  await waitFor(() => expect(field(/ชื่อหน่วยบริการ/)).toHaveValue(EDITED_UNIT.name));
}

describe('EntityForm: rules', () => {
  it('lets Save of a new unit be pressed at once: each missing field says so, the first takes the focus, nothing is sent', async () => {
    const user = userEvent.setup();
    const save = jest.fn();
    show(<New save={save} />);
    expect(saveButton()).toBeEnabled();
    expect(screen.queryByText(NO_CHANGES_TEXT)).not.toBeInTheDocument();

    await user.click(saveButton());

    await waitFor(() => expect(field(/รหัสหน่วยบริการ/)).toHaveFocus());
    expect(field(/รหัสหน่วยบริการ/)).toHaveAccessibleDescription(UNIT_MESSAGES.hcodeInvalid);
    expect(field(/ชื่อหน่วยบริการ/)).toHaveAccessibleDescription(UNIT_MESSAGES.nameRequired);
    expect(screen.getByText(UNIT_MESSAGES.kindRequired)).toBeInTheDocument();
    expect(screen.getByText(UNIT_MESSAGES.provinceRequired)).toBeInTheDocument();
    expect(save).not.toHaveBeenCalled();
  });

  it('shows the Thai message of each rule under its field', async () => {
    const user = userEvent.setup();
    const save = jest.fn();
    show(<New save={save} />);

    await user.type(field(/รหัสหน่วยบริการ/), '12a');
    await user.type(field(/ชื่อหน่วยบริการ/), '   ');
    await user.click(saveButton());

    await waitFor(() =>
      expect(field(/รหัสหน่วยบริการ/)).toHaveAccessibleDescription(UNIT_MESSAGES.hcodeInvalid),
    );
    expect(field(/ชื่อหน่วยบริการ/)).toHaveAccessibleDescription(UNIT_MESSAGES.nameRequired);
    expect(screen.getByText(UNIT_MESSAGES.kindRequired)).toBeInTheDocument();
    expect(screen.getByText(UNIT_MESSAGES.provinceRequired)).toBeInTheDocument();
    expect(save).not.toHaveBeenCalled();
  });

  it('says the hint until a rule is broken, and its error after leaving the field', async () => {
    const user = userEvent.setup();
    show(<New />);
    expect(field(/รหัสหน่วยบริการ/)).toHaveAccessibleDescription('ตัวเลข 5 หลัก');

    await user.type(field(/รหัสหน่วยบริการ/), '123');
    await user.tab();

    await waitFor(() =>
      expect(field(/รหัสหน่วยบริการ/)).toHaveAccessibleDescription(UNIT_MESSAGES.hcodeInvalid),
    );
  });

  it('saves a valid new unit with every field’s value and goes to the list without asking', async () => {
    const user = userEvent.setup();
    const save = jest.fn(later({ id: 99 }, 10));
    show(<New save={save} />);

    await user.type(field(/รหัสหน่วยบริการ/), '10669');
    await user.type(field(/ชื่อหน่วยบริการ/), 'โรงพยาบาลบ้านโคก');
    await user.click(screen.getByRole('combobox', { name: /ประเภท/ }));
    await user.click(screen.getByRole('option', { name: UNIT_KIND_LABELS.COMMUNITY_HOSPITAL }));
    await user.click(screen.getByRole('combobox', { name: /จังหวัด/ }));
    await user.click(await screen.findByRole('option', { name: 'ขอนแก่น' }));
    await user.click(screen.getByRole('switch', { name: 'เปิดใช้งาน' }));
    await user.click(saveButton());

    await waitFor(() => expect(address()).toBe('/health-center/unit'));
    expect(save).toHaveBeenCalledWith({
      hcode: '10669',
      name: 'โรงพยาบาลบ้านโคก',
      kind: 'COMMUNITY_HOSPITAL',
      provinceId: 40,
      active: false,
    } satisfies UnitFormValues);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(toastTexts()).toContain('บันทึกข้อมูลสำเร็จ');
  });
});

describe('EntityForm: accessibility', () => {
  it('has no axe violations, with errors shown and with the leave question open', async () => {
    const user = userEvent.setup();
    show(<Edit />);
    await loaded();
    await user.clear(field(/ชื่อหน่วยบริการ/));
    await user.tab();
    await waitFor(() =>
      expect(field(/ชื่อหน่วยบริการ/)).toHaveAccessibleDescription(UNIT_MESSAGES.nameRequired),
    );
    expect(await axeViolations(document, { skip: PAGE_RULES })).toEqual([]);

    await user.click(screen.getByRole('link', { name: ELSEWHERE_LABEL }));
    await screen.findByRole('dialog', { name: 'ออกจากหน้านี้?' });
    expect(await axeViolations(document, { skip: PAGE_RULES })).toEqual([]);
  });
});

describe('EntityForm: reading the record', () => {
  it('says it is loading, then shows the record, Save disabled until a change', async () => {
    show(<Edit />);
    expect(screen.getByRole('status', { name: '' })).toHaveTextContent('กำลังโหลด...');

    await loaded();
    expect(field(/รหัสหน่วยบริการ/)).toHaveValue(EDITED_UNIT.hcode);
    expect(screen.getByRole('combobox', { name: /ประเภท/ })).toHaveTextContent(
      UNIT_KIND_LABELS[EDITED_UNIT.kind ?? 'HOSPITAL'],
    );
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: /จังหวัด/ })).toHaveValue(
        FAKE_PROVINCES.find((p) => p.value === EDITED_UNIT.provinceId)?.label,
      ),
    );
    expect(saveButton()).toBeDisabled();
    expect(saveButton()).toHaveAccessibleDescription(NO_CHANGES_TEXT);

    await userEvent.type(field(/ชื่อหน่วยบริการ/), ' 2');
    expect(saveButton()).toBeEnabled();
    expect(screen.queryByText(NO_CHANGES_TEXT)).not.toBeInTheDocument();
  });

  it('keeps loading while the record is on its way', () => {
    show(<Loading />);
    expect(screen.getByText('กำลังโหลด...')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'บันทึก' })).not.toBeInTheDocument();
  });

  it('says the read failed and reads again on retry', async () => {
    const user = userEvent.setup();
    const load = jest
      .fn<Promise<UnitFormValues>, [AbortSignal]>()
      .mockRejectedValueOnce(apiError(500))
      .mockResolvedValue(EDITED_UNIT);
    show(<LoadFails load={load} />);

    expect(await screen.findByRole('alert')).toHaveTextContent('โหลดข้อมูลไม่สำเร็จ');
    await user.click(screen.getByRole('button', { name: 'ลองอีกครั้ง' }));

    await loaded();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("says 'ไม่พบข้อมูล' for a 404, with nothing to retry", async () => {
    show(<NotFound />);
    expect(await screen.findByRole('alert')).toHaveTextContent('ไม่พบข้อมูล');
    expect(screen.queryByRole('button', { name: 'ลองอีกครั้ง' })).not.toBeInTheDocument();
  });
});

describe('EntityForm: saving', () => {
  it('disables Save and shows a spinner while saving', async () => {
    const user = userEvent.setup();
    show(<Saving />);
    await loaded();

    await user.type(field(/ชื่อหน่วยบริการ/), ' 2');
    await user.click(saveButton());

    await waitFor(() => expect(saveButton()).toBeDisabled());
    expect(within(saveButton()).getByRole('progressbar', { name: 'กำลังบันทึก' })).toBeInTheDocument();
    expect(field(/ชื่อหน่วยบริการ/)).toBeDisabled();
  });

  it('puts the API’s 400 issues on their fields and the others in a toast, until the field changes', async () => {
    const user = userEvent.setup();
    show(<ServerRefuses />);
    await loaded();

    await user.type(field(/ชื่อหน่วยบริการ/), ' ใหม่');
    await user.click(saveButton());

    await waitFor(() =>
      expect(field(/รหัสหน่วยบริการ/)).toHaveAccessibleDescription(UNIT_MESSAGES.hcodeInvalid),
    );
    expect(toastTexts()).toEqual(['รูปแบบข้อมูลไม่ถูกต้อง']);

    // Re-validating after another change keeps the API's word on the hcode...
    await user.type(field(/ชื่อหน่วยบริการ/), 'อีก');
    expect(field(/รหัสหน่วยบริการ/)).toHaveAccessibleDescription(UNIT_MESSAGES.hcodeInvalid);
    // ...until the hcode itself changes.
    await user.clear(field(/รหัสหน่วยบริการ/));
    await user.type(field(/รหัสหน่วยบริการ/), '10670');
    await waitFor(() => expect(field(/รหัสหน่วยบริการ/)).toHaveAccessibleDescription('ตัวเลข 5 หลัก'));
  });

  it('shows a 409 on the field its path names', async () => {
    const user = userEvent.setup();
    show(<HcodeTaken />);
    await loaded();

    await user.type(field(/ชื่อหน่วยบริการ/), ' ใหม่');
    await user.click(saveButton());

    await waitFor(() =>
      expect(field(/รหัสหน่วยบริการ/)).toHaveAccessibleDescription(UNIT_MESSAGES.hcodeTaken),
    );
    expect(toastTexts()).toEqual([]);
    expect(address()).toBe('/health-center/unit/form');
  });

  it('says a 409 about the whole record in a toast and stays', async () => {
    const user = userEvent.setup();
    show(<Conflict />);
    await loaded();

    await user.type(field(/ชื่อหน่วยบริการ/), ' ใหม่');
    await user.click(saveButton());

    await waitFor(() => expect(toastTexts()).toEqual(['ข้อมูลถูกแก้ไขโดยผู้ใช้อื่น กรุณาโหลดใหม่']));
    expect(saveButton()).toBeEnabled();
    expect(address()).toBe('/health-center/unit/form');
  });

  it('toasts a generic failure for an answer without issues', async () => {
    const user = userEvent.setup();
    show(<Edit save={later({}, 10, apiError(500))} />);
    await loaded();

    await user.type(field(/ชื่อหน่วยบริการ/), ' ใหม่');
    await user.click(saveButton());

    await waitFor(() => expect(toastTexts()).toEqual(['บันทึกข้อมูลไม่สำเร็จ']));
  });
});

describe('EntityForm: leaving', () => {
  it('asks before leaving unsaved changes, and stays or leaves as answered', async () => {
    const user = userEvent.setup();
    show(<Edit />);
    await loaded();
    await user.type(field(/ชื่อหน่วยบริการ/), ' ใหม่');

    await user.click(screen.getByRole('link', { name: ELSEWHERE_LABEL }));
    const dialog = await screen.findByRole('dialog', { name: 'ออกจากหน้านี้?' });
    expect(dialog).toHaveTextContent('ข้อมูลที่แก้ไขจะไม่ถูกบันทึก');

    await user.click(within(dialog).getByRole('button', { name: 'อยู่หน้านี้ต่อ' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(address()).toBe('/health-center/unit/form?id=8');
    expect(field(/ชื่อหน่วยบริการ/)).toHaveValue(`${EDITED_UNIT.name} ใหม่`);

    await user.click(screen.getByRole('button', { name: 'ยกเลิก' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'ออกจากหน้านี้' }),
    );

    await waitFor(() => expect(address()).toBe('/health-center/unit'));
  });

  it('leaves an unchanged form without asking', async () => {
    const user = userEvent.setup();
    show(<Edit />);
    await loaded();

    await user.click(screen.getByRole('link', { name: ELSEWHERE_LABEL }));

    expect(await screen.findByText(ELSEWHERE_TEXT)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('has the browser ask before closing the tab while changes are unsaved, and not after saving', async () => {
    const user = userEvent.setup();
    const unload = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    show(<Edit save={later({ id: 8 }, 10)} />);
    await loaded();
    expect(unload()).toBe(false);

    await user.type(field(/ชื่อหน่วยบริการ/), ' ใหม่');
    expect(unload()).toBe(true);

    await user.click(saveButton());
    await waitFor(() => expect(address()).toBe('/health-center/unit'));
    expect(unload()).toBe(false);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
