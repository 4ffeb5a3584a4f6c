/** @jest-environment node */
import fc from 'fast-check';
import { TextEncoder as NodeTextEncoder } from 'node:util';
import { jsonByteLength, utf8ByteLength } from './json-size';

const nodeBytes = (text: string) => new NodeTextEncoder().encode(text).length;

/** The module as loaded where there is no TextEncoder (jsdom). */
function withoutTextEncoder(): typeof import('./json-size') {
  const saved = globalThis.TextEncoder;
  Reflect.deleteProperty(globalThis, 'TextEncoder');
  try {
    let loaded: typeof import('./json-size') | undefined;
    jest.isolateModules(() => {
      loaded = jest.requireActual<typeof import('./json-size')>('./json-size');
    });
    return loaded as typeof import('./json-size');
  } finally {
    globalThis.TextEncoder = saved;
  }
}

describe('JSON sizes', () => {
  it('counts UTF-8 bytes, with or without TextEncoder', () => {
    const byHand = withoutTextEncoder();
    expect(utf8ByteLength('aก😀')).toBe(1 + 3 + 4);
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (text) => {
        expect(utf8ByteLength(text)).toBe(nodeBytes(text));
        expect(byHand.utf8ByteLength(text)).toBe(nodeBytes(text));
      }),
    );
  });

  it('measures a value as JSON, and a value too deep to serialise as Infinity', () => {
    expect(jsonByteLength({ text: 'ก' })).toBe('{"text":""}'.length + 3);
    let deep: unknown = {};
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(jsonByteLength(deep)).toBe(Infinity);
  });
});
