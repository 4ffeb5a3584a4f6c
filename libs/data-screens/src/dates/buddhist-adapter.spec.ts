import { BuddhistEraAdapter } from './buddhist-adapter';

const adapter = new BuddhistEraAdapter({ locale: 'th' });
const { keyboardDate } = adapter.formats;
const day = (text: string) => adapter.date(text);
const iso = (value: ReturnType<typeof adapter.parse>) =>
  value && adapter.isValid(value) ? value.format('YYYY-MM-DD') : 'invalid';

describe('BuddhistEraAdapter', () => {
  it('reads a typed Buddhist-era date: 23/11/2569 is 23 November 2026', () => {
    expect(keyboardDate).toBe('DD/MM/BBBB');
    expect(iso(adapter.parse('23/11/2569', keyboardDate))).toBe('2026-11-23');
  });

  it('writes a date with its Buddhist year: 23 November 2026 is 23/11/2569', () => {
    expect(adapter.format(day('2026-11-23'), 'keyboardDate')).toBe('23/11/2569');
  });

  it("heads the calendar with the Thai month and the Buddhist year: 'พฤศจิกายน 2569'", () => {
    const header = `${adapter.formats.month} ${adapter.formats.year}`;
    expect(adapter.formatByString(day('2026-11-01'), header)).toBe('พฤศจิกายน 2569');
  });

  it('lists and sets years in the Buddhist era', () => {
    expect(adapter.getYear(day('2026-11-23'))).toBe(2569);
    expect(adapter.format(day('2026-11-23'), 'year')).toBe('2569');
    expect(adapter.setYear(day('2026-11-23'), 2570).format('YYYY-MM-DD')).toBe('2027-11-23');
  });

  it('takes 29 February of a Buddhist leap year and refuses it in any other', () => {
    expect(iso(adapter.parse('29/02/2567', keyboardDate))).toBe('2024-02-29');
    expect(iso(adapter.parse('29/02/2568', keyboardDate))).toBe('invalid');
    expect(iso(adapter.parse('31/04/2569', keyboardDate))).toBe('invalid');
  });

  it('refuses text that does not follow the format, and reads none from an empty field', () => {
    expect(iso(adapter.parse('23-11-2569', keyboardDate))).toBe('invalid');
    expect(iso(adapter.parse('23/11/25', keyboardDate))).toBe('invalid');
    expect(adapter.parse('', keyboardDate)).toBeNull();
  });

  it('reads formats without a Buddhist year as dayjs does', () => {
    expect(iso(adapter.parse('2026-11-23', 'YYYY-MM-DD'))).toBe('2026-11-23');
  });
});
