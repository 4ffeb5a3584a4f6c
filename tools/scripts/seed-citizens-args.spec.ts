import { parseCitizenSeedArgs } from './seed-citizens-args';

describe('parseCitizenSeedArgs', () => {
  it('reads the count, a unit with its share or its number, and the population', () => {
    expect(parseCitizenSeedArgs(['--count', '100000'])).toEqual({ count: 100_000 });
    expect(parseCitizenSeedArgs(['--count', '1000', '--unit', '10669', '--share', '0.1'])).toEqual({
      count: 1_000,
      focus: { hcode: '10669', share: 0.1 },
    });
    expect(
      parseCitizenSeedArgs([
        '--largest-unit',
        '10669',
        '--largest',
        '1000000',
        '--count',
        '10000000',
        '--seed',
        '3',
      ]),
    ).toEqual({ count: 10_000_000, seed: 3, focus: { hcode: '10669', count: 1_000_000 } });
  });

  it.each([
    [[], '--count is required'],
    [['--count', '-1'], '--count needs a whole number, not -1'],
    [['--count', '10', '--units', '5'], 'unknown argument --units'],
    [['--count', '10', '--unit', '10669'], '--unit needs --share, a fraction from 0 to 1'],
    [
      ['--count', '10', '--unit', '10669', '--share', '1.5'],
      '--unit needs --share, a fraction from 0 to 1',
    ],
    [
      ['--count', '10', '--unit', '123', '--share', '0.5'],
      '--unit needs a five-digit hcode, not 123',
    ],
    [
      ['--count', '10', '--largest-unit', '10669', '--largest', '11'],
      '--largest cannot be more than --count',
    ],
    [
      ['--count', '10', '--largest', '5'],
      '--share goes with --unit, --largest with --largest-unit',
    ],
    [
      ['--count', '10', '--unit', '10669', '--share', '0.1', '--largest-unit', '10669'],
      '--unit and --largest-unit cannot go together',
    ],
  ])('refuses %j', (args, message) => {
    expect(() => parseCitizenSeedArgs(args)).toThrow(message);
  });
});
