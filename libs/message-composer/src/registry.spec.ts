import { FORMAT_MENU, FORMAT_REGISTRY } from './registry';
import { MESSAGE_FORMATS } from '@hbc/message-model';

describe('format registry', () => {
  it('gives every format its name, icon, factory, schema, editor and preview, in menu order', () => {
    expect(FORMAT_MENU.map((entry) => [entry.format, entry.displayName])).toEqual([
      ['text', 'ข้อความ'],
      ['imagemap', 'ริชเมสเสจ'],
      ['carousel', 'การ์ดเมสเสจ'],
      ['video', 'วิดีโอ'],
      ['custom', 'JSON'],
    ]);
    for (const format of MESSAGE_FORMATS) {
      const entry = FORMAT_REGISTRY[format];
      expect(entry.format).toBe(format);
      expect(entry.icon).toBeTruthy();
      expect(entry.Editor).toBeTruthy();
      expect(entry.Preview).toBeTruthy();
      expect(typeof entry.schema.validateSync).toBe('function');
    }
  });

  it("validates each new message with the format's own rules", () => {
    const firstIssue = (format: (typeof MESSAGE_FORMATS)[number]) => {
      const entry = FORMAT_REGISTRY[format] as unknown as {
        create: () => unknown;
        validate: (data: unknown) => { message: string }[];
      };
      return entry.validate(entry.create())[0]?.message;
    };
    expect(firstIssue('text')).toBe('กรุณากรอกข้อความ');
    expect(firstIssue('imagemap')).toBe('กรุณาอัพโหลดรูปภาพ');
    expect(firstIssue('carousel')).toBe('กรุณาอัพโหลดรูปภาพ');
    expect(firstIssue('video')).toBe('กรุณาอัพโหลดไฟล์วิดีโอ');
    expect(firstIssue('custom')).toBe('JSON ขาดข้อมูลที่จำเป็น: text');
  });
});
