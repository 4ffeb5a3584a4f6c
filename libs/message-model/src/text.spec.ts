/** @jest-environment node */
import { createTextMessage, validateText } from './text';

const messages = (text: unknown) =>
  validateText({ type: 'text', text } as never).map((i) => i.message);

describe('text message rules', () => {
  it('starts empty', () => {
    expect(createTextMessage()).toEqual({ type: 'text', text: '' });
  });

  it('requires text (blank counts as missing)', () => {
    expect(messages('')).toEqual(['กรุณากรอกข้อความ']);
    expect(messages('   \n ')).toEqual(['กรุณากรอกข้อความ']);
    expect(messages(undefined)).toEqual(['กรุณากรอกข้อความ']);
    expect(messages('สวัสดี')).toEqual([]);
  });

  it('accepts 400 characters and refuses 401', () => {
    expect(messages('ก'.repeat(400))).toEqual([]);
    expect(messages('ก'.repeat(401))).toEqual(['ข้อความต้องไม่เกิน 400 ตัวอักษร']);
  });

  it('names the text field in its paths', () => {
    expect(validateText(createTextMessage())).toEqual([
      { path: 'text', message: 'กรุณากรอกข้อความ' },
    ]);
  });
});
