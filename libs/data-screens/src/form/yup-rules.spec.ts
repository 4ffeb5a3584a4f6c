import * as yup from 'yup';
import {
  HCODE_PATTERN,
  NAME_MAX_LENGTH,
  NewUserBody,
  UNIT_KINDS,
  UNIT_MESSAGES,
  UnitBody,
} from '@hbc/contracts';
import {
  choiceRule,
  idRule,
  optionalTextRule,
  patternRule,
  ruleFromSchema,
  textRule,
} from './yup-rules';

/** The message a rule gives for `value`, or null when it passes. */
function messageOf(rule: yup.Schema, value: unknown): string | null {
  try {
    rule.validateSync(value);
    return null;
  } catch (error) {
    return (error as yup.ValidationError).message;
  }
}

describe('textRule', () => {
  const rule = textRule(10, 'กรุณากรอกชื่อ');

  it.each([
    [undefined, 'กรุณากรอกชื่อ'],
    ['', 'กรุณากรอกชื่อ'],
    ['   ', 'กรุณากรอกชื่อ'],
    ['ก'.repeat(11), 'ต้องไม่เกิน 10 ตัวอักษร'],
    ['ก'.repeat(10), null],
    [' ธนกร ', null],
  ])('%j → %s', (value, message) => {
    expect(messageOf(rule, value)).toBe(message);
  });

  it('defaults to the names’ limit and the general message', () => {
    expect(messageOf(textRule(), '')).toBe('กรุณากรอกข้อมูล');
    expect(messageOf(textRule(), 'ก'.repeat(NAME_MAX_LENGTH + 1))).toBe(
      `ต้องไม่เกิน ${NAME_MAX_LENGTH} ตัวอักษร`,
    );
  });
});

describe('optionalTextRule', () => {
  it('takes nothing, refuses too long', () => {
    expect(messageOf(optionalTextRule(5), undefined)).toBeNull();
    expect(messageOf(optionalTextRule(5), '123456')).toBe('ต้องไม่เกิน 5 ตัวอักษร');
  });
});

describe('patternRule', () => {
  const rule = patternRule(HCODE_PATTERN, UNIT_MESSAGES.hcodeInvalid);
  it.each([
    ['', UNIT_MESSAGES.hcodeInvalid],
    ['1234', UNIT_MESSAGES.hcodeInvalid],
    ['12a45', UNIT_MESSAGES.hcodeInvalid],
    ['10669', null],
  ])('%j → %s', (value, message) => {
    expect(messageOf(rule, value)).toBe(message);
  });

  it('may say something else when empty', () => {
    expect(messageOf(patternRule(HCODE_PATTERN, 'x', 'กรุณากรอกรหัส'), '')).toBe('กรุณากรอกรหัส');
  });
});

describe('choiceRule and idRule', () => {
  it('takes only a listed value', () => {
    const rule = choiceRule(UNIT_KINDS, UNIT_MESSAGES.kindRequired);
    expect(messageOf(rule, '')).toBe(UNIT_MESSAGES.kindRequired);
    expect(messageOf(rule, null)).toBe(UNIT_MESSAGES.kindRequired);
    expect(messageOf(rule, 'CASTLE')).toBe(UNIT_MESSAGES.kindRequired);
    expect(messageOf(rule, 'HOSPITAL')).toBeNull();
  });

  it('takes a positive whole id', () => {
    const rule = idRule(UNIT_MESSAGES.provinceRequired);
    expect(messageOf(rule, null)).toBe(UNIT_MESSAGES.provinceRequired);
    expect(messageOf(rule, undefined)).toBe(UNIT_MESSAGES.provinceRequired);
    expect(messageOf(rule, -1)).toBe(UNIT_MESSAGES.provinceRequired);
    expect(messageOf(rule, 40)).toBeNull();
  });
});

describe('ruleFromSchema', () => {
  it('builds the hcode rule from the contract, with its own Thai text', () => {
    const rule = ruleFromSchema(UnitBody.properties.hcode);
    expect(messageOf(rule, '')).toBe('กรุณากรอกข้อมูล');
    expect(messageOf(rule, '1234')).toBe(UNIT_MESSAGES.hcodeInvalid);
    expect(messageOf(rule, '10669')).toBeNull();
  });

  it('builds a required name rule from the contract: blank refused, length as the API', () => {
    const rule = ruleFromSchema(NewUserBody.properties.firstName, 'กรุณากรอกชื่อ');
    expect(messageOf(rule, undefined)).toBe('กรุณากรอกชื่อ');
    expect(messageOf(rule, '  ')).toBe('กรุณากรอกชื่อ');
    expect(messageOf(rule, 'ก'.repeat(NAME_MAX_LENGTH + 1))).toBe(
      `ต้องไม่เกิน ${NAME_MAX_LENGTH} ตัวอักษร`,
    );
    expect(messageOf(rule, 'ธนกร')).toBeNull();
  });
});
