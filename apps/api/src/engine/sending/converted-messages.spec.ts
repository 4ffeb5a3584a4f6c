import { ConvertedMessages } from './converted-messages';

const text = (value: string) => [{ type: 'text', text: value }];

describe('ConvertedMessages', () => {
  it('converts a broadcast’s messages once and answers the same conversion for its next batches', () => {
    const converted = new ConvertedMessages();
    const first = converted.of(1, text('สวัสดี'));
    expect(first).toEqual({ ok: true, messages: [{ type: 'text', text: 'สวัสดี' }] });
    // The same object: nothing checked again (a sending broadcast's messages cannot change).
    expect(converted.of(1, text('อื่น'))).toBe(first);
    expect(converted.of(2, text('อื่น'))).not.toBe(first);
  });

  it('keeps the reasons of messages LINE would refuse', () => {
    const refused = new ConvertedMessages().of(3, [{ type: 'text', text: '' }]);
    expect(refused.ok).toBe(false);
  });

  it('forgets the oldest broadcasts past its size', () => {
    const converted = new ConvertedMessages(2);
    const first = converted.of(1, text('หนึ่ง'));
    converted.of(2, text('สอง'));
    converted.of(3, text('สาม'));
    expect(converted.of(1, text('หนึ่ง'))).not.toBe(first);
    expect(converted.of(1, text('หนึ่ง'))).toEqual(first);
  });
});
