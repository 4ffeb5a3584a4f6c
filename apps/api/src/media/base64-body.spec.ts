import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { base64Text, decodeBase64, decodedLength } from './base64-body';

/** The fastest of a few runs of `work`, in ms: the least disturbed by whatever else runs. */
function fastestMs(work: () => unknown, runs = 5): number {
  let fastest = Infinity;
  for (let run = 0; run < runs; run += 1) {
    const start = performance.now();
    work();
    fastest = Math.min(fastest, performance.now() - start);
  }
  return fastest;
}

describe('base64Text', () => {
  it('takes plain base64 as it is', () => {
    expect(base64Text('aGVsbG8=')).toBe('aGVsbG8=');
  });

  it('takes the data of a data URL whatever type it declares', () => {
    expect(base64Text('data:image/png;base64,aGVsbG8=')).toBe('aGVsbG8=');
    expect(base64Text('data:application/x-anything;name=a.png;base64,aGk=')).toBe('aGk=');
  });

  it('drops line breaks and surrounding spaces', () => {
    expect(base64Text('  aGVs\r\nbG8=\n')).toBe('aGVsbG8=');
  });

  it.each([
    ['characters outside base64', 'aGVs*G8='],
    ['padding in the middle', 'aG=sbG8='],
    ['a length no base64 has', 'aGVsb'],
    ['padding that does not complete a group', 'aGVsbG='],
    ['a data URL that is not base64', 'data:image/png,rawdata'],
    ['base64url', 'aGV_bG8-'],
    ['padding of three', 'aGk==='],
  ])('refuses %s', (_what, value) => {
    expect(base64Text(value)).toBeNull();
  });

  it('reads 5 MB of base64 in about the time Node takes to decode and encode it again', () => {
    // It runs on the event loop, where every other request waits for it.
    const value = `data:image/png;base64,${randomBytes(5_000_000).toString('base64')}`;
    expect(base64Text(value)?.length).toBe(value.length - 'data:image/png;base64,'.length);

    const checking = fastestMs(() => base64Text(value));
    const roundTrip = fastestMs(() => Buffer.from(value, 'base64').toString('base64'));

    expect(checking).toBeLessThan(roundTrip * 2);
  });
});

describe('decodedLength', () => {
  it.each(['', 'a', 'ab', 'abc', 'abcd', 'abcde', 'hello world!', '\u00ff\u00fe'])(
    'matches the decoded length of %j',
    (text) => {
      const encoded = Buffer.from(text, 'latin1').toString('base64');
      expect(decodedLength(encoded)).toBe(decodeBase64(encoded).length);
      const unpadded = encoded.replace(/=+$/, '');
      expect(decodedLength(unpadded)).toBe(decodeBase64(unpadded).length);
    },
  );
});
