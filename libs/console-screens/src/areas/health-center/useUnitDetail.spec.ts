import { unitIdFrom } from './useUnitDetail';

describe('unitIdFrom', () => {
  it('reads a unit id', () => {
    expect(unitIdFrom('12')).toBe(12);
    expect(unitIdFrom('2147483647')).toBe(2147483647);
  });

  it('takes an absent or empty id as no unit named', () => {
    expect(unitIdFrom(null)).toBeNull();
    expect(unitIdFrom('')).toBeNull();
    expect(unitIdFrom('  ')).toBeNull();
  });

  it.each(['abc', '0', '-3', '1.5', '012', '1e3', ' 12', '2147483648', '99999999999'])(
    'refuses %p, which no unit has, without asking the API',
    (value) => {
      expect(unitIdFrom(value)).toBe('invalid');
    },
  );
});
