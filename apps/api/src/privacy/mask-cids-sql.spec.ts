import fc from 'fast-check';
import { maskCidsInText } from '@hbc/contracts';
import { describeEachDriver, migratedTestDatabase } from '../test/test-database';
import { textWithCids } from './cid-spellings';
import { maskFunctionStatement } from './mask-cids-migration';

describeEachDriver('the masking rule of migration 0015 in SQL [%s]', (driver) => {
  const testDatabase = migratedTestDatabase(driver);
  const masked = async (texts: readonly string[]) => {
    const { rows } = await testDatabase.handle.sql.executeSql(
      `select mask_cids_in_text(t) as masked from unnest($1::text[]) with ordinality as u(t, i)
        order by i`,
      [texts],
    );
    return (rows as { masked: string }[]).map((row) => row.masked);
  };

  beforeAll(async () => {
    // The migration dropped it once it was done; the very statement it ran makes it again.
    await testDatabase.handle.sql.executeSql(maskFunctionStatement());
  }, 60_000);

  it('masks the review’s spellings and leaves ordinary numbers alone, as maskCidsInText does', async () => {
    const texts = [
      'citizen 1568187572519',
      '๑๑๙๙๖๕๓๗๗๑๔๙๑',
      '1.7683.16990.39.5',
      '(1 7683 16990 39 5)',
      '10000008 1568187572519',
      '1568187572518 15681875725190',
      '',
    ];
    expect(await masked(texts)).toEqual(texts.map(maskCidsInText));
    expect(await masked(texts.slice(0, 4))).toEqual([
      'citizen 1-5681-xxxxx-xx-9',
      '1-1996-xxxxx-xx-1',
      '1-7683-xxxxx-xx-5',
      '(1-7683-xxxxx-xx-5)',
    ]);
  });

  it('gives every generated text the answer of maskCidsInText (property)', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(textWithCids, { minLength: 1, maxLength: 25 }), async (texts) => {
        expect(await masked(texts)).toEqual(texts.map(maskCidsInText));
      }),
      { numRuns: 150 },
    );
  }, 120_000);
});
