import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { composeStories } from '@storybook/react-vite';
import { clearProfile } from '@hbc/api-clients';
import { SEGMENT_RULE_MESSAGES } from '@hbc/contracts';
import { axeViolations } from '@hbc/ui/testing';
import { show } from '../../testing/spec-helpers';
import { CHECK_TEXT, conditionFormSaves } from './condition-story-form';
import * as stories from './RuleBuilder.stories';

const { Empty, ThreeConditions, Full } = composeStories(stories);

afterEach(() => clearProfile());

const headings = () =>
  screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);

async function add(kind: string) {
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'เพิ่มเงื่อนไข' }));
  await user.click(within(await screen.findByRole('menu')).getByRole('menuitem', { name: kind }));
}

describe('RuleBuilder', () => {
  it('offers every condition kind and adds the chosen one, focused, with its own editor', async () => {
    const user = userEvent.setup();
    show(<Empty />);
    expect(screen.getByText('ยังไม่มีเงื่อนไข เพิ่มเงื่อนไขอย่างน้อย 1 ข้อเพื่อเลือกผู้รับ')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'เพิ่มเงื่อนไข' }));
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['ช่วงอายุ', 'เพศ', 'จังหวัด', 'แท็ก', 'วันที่เริ่มติดตาม', 'รายการเลขประจำตัวประชาชน']);
    await user.click(within(menu).getByRole('menuitem', { name: 'เพศ' }));

    expect(headings()).toEqual(['เงื่อนไขที่ 1: เพศ']);
    await waitFor(() =>
      expect(screen.getByRole('heading', { name: 'เงื่อนไขที่ 1: เพศ' })).toHaveFocus(),
    );
    expect(screen.getByRole('checkbox', { name: 'หญิง' })).toBeInTheDocument();

    await add('ช่วงอายุ');
    expect(headings()).toEqual(['เงื่อนไขที่ 1: เพศ', 'เงื่อนไขที่ 2: ช่วงอายุ']);
    expect(screen.getByRole('textbox', { name: 'อายุต่ำสุด (ปี)' })).toBeInTheDocument();
  });

  it('removes a condition, keeping what was entered in the others', async () => {
    const user = userEvent.setup();
    show(<ThreeConditions />);
    expect(headings()).toEqual(['เงื่อนไขที่ 1: ช่วงอายุ', 'เงื่อนไขที่ 2: เพศ', 'เงื่อนไขที่ 3: แท็ก']);

    await user.click(screen.getByRole('button', { name: 'ลบเงื่อนไขที่ 2' }));

    expect(headings()).toEqual(['เงื่อนไขที่ 1: ช่วงอายุ', 'เงื่อนไขที่ 2: แท็ก']);
    expect(screen.getByRole('textbox', { name: 'อายุต่ำสุด (ปี)' })).toHaveValue('60');
    expect(screen.getByRole('button', { name: 'เพิ่มเงื่อนไข' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: CHECK_TEXT }));
    await waitFor(() =>
      expect(conditionFormSaves.at(-1)?.rules).toEqual({
        match: 'ALL',
        conditions: [
          { kind: 'AGE', min: 60 },
          { kind: 'TAGS', match: 'ANY', tags: ['เบาหวาน'] },
        ],
      }),
    );
  });

  it('sends whether all conditions or any one must be met', async () => {
    const user = userEvent.setup();
    show(<ThreeConditions />);
    const group = screen.getByRole('radiogroup', { name: 'ผู้รับต้อง' });
    expect(within(group).getByRole('radio', { name: 'ตรงทุกเงื่อนไข' })).toBeChecked();

    await user.click(within(group).getByRole('radio', { name: 'ตรงอย่างน้อยหนึ่งเงื่อนไข' }));
    await user.click(screen.getByRole('button', { name: CHECK_TEXT }));

    await waitFor(() => expect(conditionFormSaves.at(-1)?.rules.match).toBe('ANY'));
  });

  it('asks for at least one condition, and for what a new condition still needs, in Thai', async () => {
    const user = userEvent.setup();
    show(<Empty />);
    await user.click(screen.getByRole('button', { name: CHECK_TEXT }));
    expect(await screen.findByText(SEGMENT_RULE_MESSAGES.noConditions)).toBeInTheDocument();

    await add('ช่วงอายุ');
    await user.click(screen.getByRole('button', { name: CHECK_TEXT }));
    expect(screen.queryByText(SEGMENT_RULE_MESSAGES.noConditions)).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'อายุต่ำสุด (ปี)' })).toHaveAccessibleDescription(
      SEGMENT_RULE_MESSAGES.ageEmpty,
    );
  });

  it('adds no more than ten conditions', () => {
    show(<Full />);
    expect(headings()).toHaveLength(10);
    expect(screen.getByRole('button', { name: 'เพิ่มเงื่อนไข' })).toBeDisabled();
    expect(screen.getByText('เพิ่มได้ไม่เกิน 10 เงื่อนไข')).toBeInTheDocument();
  });

  it('holds no axe violations', async () => {
    show(<ThreeConditions />);
    expect(await axeViolations(document.body, { skip: ['region'] })).toEqual([]);
  });
});
