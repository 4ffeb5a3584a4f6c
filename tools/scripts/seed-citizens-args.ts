/** What `npm run seed:citizens` is asked for (read from its command line, below). */
export interface CitizenSeedRequest {
  /** How many citizens the table should hold in all. */
  count: number;
  /** One unit (by hcode) that should hold `count` of them, or `share` of the whole. */
  focus?: { hcode: string; count: number } | { hcode: string; share: number };
  /** Which population (unset: the API's default, the demo's). */
  seed?: number;
}

export const CITIZEN_SEED_USAGE =
  'Usage: npm run seed:citizens -- --count N [--unit HCODE --share 0.1 | --largest-unit HCODE --largest N] [--seed N]';

const wholeNumber = (flag: string, value: string | undefined) => {
  if (value === undefined || !/^\d+$/.test(value)) {
    throw new Error(`${flag} needs a whole number, not ${value ?? 'nothing'}`);
  }
  return Number(value);
};

/** Reads the command line (`--flag value` pairs); throws on anything it does not know. */
export function parseCitizenSeedArgs(args: readonly string[]): CitizenSeedRequest {
  const values = new Map<string, string | undefined>();
  for (let i = 0; i < args.length; i += 2) {
    const flag = args[i] ?? '';
    if (!['--count', '--unit', '--share', '--largest-unit', '--largest', '--seed'].includes(flag)) {
      throw new Error(`unknown argument ${flag}`);
    }
    values.set(flag, args[i + 1]);
  }
  if (!values.has('--count')) throw new Error('--count is required');
  const count = wholeNumber('--count', values.get('--count'));
  const seed = values.has('--seed') ? { seed: wholeNumber('--seed', values.get('--seed')) } : {};
  const unit = values.get('--unit');
  const largestUnit = values.get('--largest-unit');
  const hcode = (flag: string, value: string | undefined) => {
    if (value === undefined || !/^\d{5}$/.test(value)) {
      throw new Error(`${flag} needs a five-digit hcode, not ${value ?? 'nothing'}`);
    }
    return value;
  };
  if (values.has('--unit') && values.has('--largest-unit')) {
    throw new Error('--unit and --largest-unit cannot go together');
  }
  if (values.has('--unit')) {
    const share = Number(values.get('--share'));
    if (!values.has('--share') || !(share >= 0 && share <= 1)) {
      throw new Error('--unit needs --share, a fraction from 0 to 1');
    }
    return { count, ...seed, focus: { hcode: hcode('--unit', unit), share } };
  }
  if (values.has('--largest-unit')) {
    const largest = wholeNumber('--largest', values.get('--largest'));
    if (largest > count) throw new Error('--largest cannot be more than --count');
    return {
      count,
      ...seed,
      focus: { hcode: hcode('--largest-unit', largestUnit), count: largest },
    };
  }
  if (values.has('--share') || values.has('--largest')) {
    throw new Error('--share goes with --unit, --largest with --largest-unit');
  }
  return { count, ...seed };
}
