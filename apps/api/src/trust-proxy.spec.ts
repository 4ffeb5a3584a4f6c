import { ConfigError } from './config';
import { testConfig } from './test/test-app';

const trustProxy = (value?: string) =>
  testConfig(value === undefined ? {} : { TRUST_PROXY: value }).trustProxy;

describe('TRUST_PROXY', () => {
  it('trusts no proxy unless told (X-Forwarded-For is anyone’s to write)', () => {
    expect([trustProxy(), trustProxy(''), trustProxy('false')]).toEqual([false, false, false]);
  });

  it('trusts every proxy with true, or the addresses, ranges and named ranges listed', () => {
    expect(trustProxy('true')).toBe(true);
    expect(trustProxy('10.0.0.0/8, 192.168.1.7 ,loopback,fd00::/8,::1')).toEqual([
      '10.0.0.0/8',
      '192.168.1.7',
      'loopback',
      'fd00::/8',
      '::1',
    ]);
  });

  it.each(['yes', '2', '999.1.1.1', '10.0.0.0/33', '10.0.0.1,', 'proxy.example'])(
    'refuses %j, naming the variable and what it takes',
    (value) => {
      expect(() => trustProxy(value)).toThrow(ConfigError);
      expect(() => trustProxy(value)).toThrow(/TRUST_PROXY must be false, true .* CIDR ranges/);
    },
  );
});
