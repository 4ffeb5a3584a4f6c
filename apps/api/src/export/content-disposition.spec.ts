import { attachmentDisposition, rfc5987Encode } from './content-disposition';

describe('Content-Disposition of an export', () => {
  it('names the file in ASCII, and in Thai as RFC 5987 UTF-8', () => {
    expect(attachmentDisposition('health-regions-2569-11-23.csv', 'เขตสุขภาพ-2569-11-23.csv')).toBe(
      'attachment; filename="health-regions-2569-11-23.csv"; ' +
        "filename*=UTF-8''%E0%B9%80%E0%B8%82%E0%B8%95%E0%B8%AA%E0%B8%B8%E0%B8%82%E0%B8%A0%E0%B8%B2%E0%B8%9E-2569-11-23.csv",
    );
    expect(decodeURIComponent(rfc5987Encode("เขตสุขภาพ (ทดสอบ)*'.xlsx"))).toBe(
      "เขตสุขภาพ (ทดสอบ)*'.xlsx",
    );
  });

  it('percent-encodes what RFC 5987 leaves out of attr-char: quote, parentheses, asterisk, space', () => {
    expect(rfc5987Encode("a b'(c)*.csv")).toBe('a%20b%27%28c%29%2A.csv');
  });

  it('keeps the plain name a valid quoted string, and leaves filename* out without a Thai name', () => {
    expect(attachmentDisposition('a"b\\c-ก.csv')).toBe('attachment; filename="a_b_c-_.csv"');
  });
});
