import { ROUTES } from '@hbc/contracts';
import { queryOf, titleOf } from './screen-trail';

describe('queryOf', () => {
  it('writes a value as the query a screen opens with', () => {
    expect(queryOf('region', 7)).toBe('?region=7');
    expect(queryOf('tab', 'import')).toBe('?tab=import');
  });

  it('writes nothing for no value', () => {
    expect(queryOf('region', undefined)).toBe('');
    expect(queryOf('region', null)).toBe('');
    expect(queryOf('region', '')).toBe('');
  });
});

describe('titleOf', () => {
  it("gives the route table's title of a screen", () => {
    expect(titleOf(ROUTES.unitForm)).toBe('ข้อมูลหน่วยบริการ');
  });
});
