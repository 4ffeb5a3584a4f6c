import { ROLES, UNIT_KINDS, USER_STATUSES } from '@hbc/contracts';
import {
  DEFAULT_STAFF_SIZES,
  FIRST_NAMES,
  LAST_NAME_FIRST_PARTS,
  LAST_NAME_SECOND_PARTS,
  PLACE_FIRST_PARTS,
  PLACE_SECOND_PARTS,
  ROLE_SHARES,
  STATUS_SHARES,
  UNIT_KIND_SHARES,
  insertUnitsStatement,
  insertUsersStatement,
  parseStaffSizes,
  weightedSlots,
} from './seed-staff-data';

describe('parseStaffSizes', () => {
  it('reads --units and --users in either order, defaulting each', () => {
    expect(parseStaffSizes(['--units', '20000', '--users', '100000'])).toEqual({
      units: 20_000,
      users: 100_000,
    });
    expect(parseStaffSizes(['--users', '5'])).toEqual({
      units: DEFAULT_STAFF_SIZES.units,
      users: 5,
    });
    expect(parseStaffSizes([])).toEqual(DEFAULT_STAFF_SIZES);
  });

  it.each([
    [['--unit', '5'], 'unknown argument --unit'],
    [['--units'], '--units needs a whole number, not nothing'],
    [['--users', '-3'], '--users needs a whole number, not -3'],
    [['--users', '1e5'], '--users needs a whole number, not 1e5'],
    [['--units', '100001'], 'there are only 100000 five-digit hcodes'],
  ])('refuses %j', (args, message) => {
    expect(() => parseStaffSizes(args)).toThrow(message);
  });
});

describe('weightedSlots', () => {
  it('gives each value as many slots as its share, in order', () => {
    expect(
      weightedSlots([
        ['a', 2],
        ['b', 1],
        ['c', 0],
      ]),
    ).toEqual(['a', 'a', 'b']);
  });
});

const tally = (values: readonly string[]) =>
  values.reduce<Record<string, number>>((counts, value) => {
    counts[value] = (counts[value] ?? 0) + 1;
    return counts;
  }, {});

describe('the mixes', () => {
  it('use every unit kind, role and status of the product, and nothing else', () => {
    expect(UNIT_KIND_SHARES.map(([kind]) => kind).sort()).toEqual([...UNIT_KINDS].sort());
    expect(ROLE_SHARES.map(([role]) => role).sort()).toEqual([...ROLES].sort());
    expect(STATUS_SHARES.map(([status]) => status).sort()).toEqual([...USER_STATUSES].sort());
  });

  it('make about one user in ten thousand a Super Admin, and most units health-promoting hospitals', () => {
    const roles = tally(weightedSlots(ROLE_SHARES));
    expect(roles['SUPER_ADMIN']).toBe(1);
    expect(Object.values(roles).reduce((a, b) => a + b)).toBe(10_000);
    const kinds = tally(weightedSlots(UNIT_KIND_SHARES));
    expect(kinds['HEALTH_PROMOTING_HOSPITAL']).toBe(88);
  });

  it('have no repeated word part, so every combination is a different name', () => {
    for (const list of [
      PLACE_FIRST_PARTS,
      PLACE_SECOND_PARTS,
      FIRST_NAMES,
      LAST_NAME_FIRST_PARTS,
      LAST_NAME_SECOND_PARTS,
    ]) {
      expect(new Set(list).size).toBe(list.length);
      for (const word of list) expect(word).toMatch(/^[\u0E00-\u0E7F]+$/);
    }
  });
});

describe('the insert statements', () => {
  it('fill the unit table up to the target, keeping the reserved hcodes free', () => {
    const { text, values } = insertUnitsStatement(20_000, ['10669', '00010']);

    expect(values[0]).toBe(20_000);
    expect(values[6]).toEqual(['10669', '00010']);
    expect(text).toContain('from generate_series(0, 99999)');
    expect(text).toContain("lpad(code::text, 5, '0') <> all ($7::text[])");
    expect(text).toContain('$1::int - e.n');
  });

  it('fill the user table up to the target, Super Admins without a unit', () => {
    const { text, values } = insertUsersStatement(100_000);

    expect(values[0]).toBe(100_000);
    expect(values[6]).toBe('SUPER_ADMIN');
    expect(text).toContain('case when d.role = $7 then null');
    expect(text).toContain('generate_series(1, greatest($1::int - e.n, 0))');
  });
});
