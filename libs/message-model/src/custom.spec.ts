/** @jest-environment node */
import { createCustomJson, customSchema, validateCustomJson, validateCustomObject } from './custom';

describe('custom (JSON) message rules', () => {
  it('starts as an empty text message', () => {
    expect(JSON.parse(createCustomJson())).toEqual({ type: 'text', text: '' });
  });

  it('names line and column of invalid JSON', () => {
    expect(validateCustomJson('{\n  "type": "sticker",\n  "packageId": }')).toEqual([
      { path: 'json', message: 'รูปแบบ JSON ไม่ถูกต้อง (บรรทัด 3 คอลัมน์ 16)' },
    ]);
  });

  it('needs a known LINE message type', () => {
    expect(validateCustomJson('{"type":"poster"}')).toEqual([
      { path: 'json', message: 'JSON ต้องเป็นออบเจ็กต์ข้อความ LINE ที่มี type ที่รองรับ' },
    ]);
    expect(validateCustomJson('[1]')[0]?.message).toBe(
      'JSON ต้องเป็นออบเจ็กต์ข้อความ LINE ที่มี type ที่รองรับ',
    );
    expect(validateCustomJson('"text"')[0]?.message).toBe(
      'JSON ต้องเป็นออบเจ็กต์ข้อความ LINE ที่มี type ที่รองรับ',
    );
  });

  it("needs the type's required fields", () => {
    expect(validateCustomJson(createCustomJson())).toEqual([
      { path: 'json', message: 'JSON ขาดข้อมูลที่จำเป็น: text' },
    ]);
    expect(validateCustomJson('{"type":"sticker","packageId":"446"}')).toEqual([
      { path: 'json', message: 'JSON ขาดข้อมูลที่จำเป็น: stickerId' },
    ]);
    expect(
      validateCustomObject({
        type: 'location',
        title: 'รพ.สต.',
        address: 'ต.บาง',
        latitude: 0,
        longitude: 100,
      }),
    ).toEqual([]);
    expect(
      validateCustomObject({ type: 'flex', altText: 'x', contents: { type: 'bubble' } }),
    ).toEqual([]);
  });

  it('is also a Yup schema over the JSON text', () => {
    expect(customSchema.isValidSync('{"type":"sticker","packageId":"1","stickerId":"2"}')).toBe(
      true,
    );
    expect(() => customSchema.validateSync('{')).toThrow('รูปแบบ JSON ไม่ถูกต้อง (บรรทัด 1 คอลัมน์ 2)');
  });
});
