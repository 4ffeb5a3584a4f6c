import fc from 'fast-check';
import { userId } from './test-kit';
import { UserRegister } from './user-register';

const hexId = fc
  .uint8Array({ minLength: 16, maxLength: 16 })
  .map((bytes) => `U${Buffer.from(bytes).toString('hex')}`);
/** Ids of LINE's form that differ in one word only, and ids of other forms. */
const anyId = fc.oneof(
  hexId,
  fc.integer({ min: 0, max: 5_000 }).map(userId),
  fc.constantFrom('U1', 'Uabc', 'UFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFF', 'ผู้ใช้', ''),
);

describe('UserRegister', () => {
  it('numbers each user once, in the order first seen, and reads every id back as it came', () => {
    fc.assert(
      fc.property(fc.array(anyId, { maxLength: 3_000 }), (ids) => {
        const register = new UserRegister();
        const model = new Map<string, number>();
        for (const id of ids) {
          if (!model.has(id)) model.set(id, model.size);
          expect(register.add(id)).toBe(model.get(id));
        }
        expect(register.size).toBe(model.size);
        for (const [id, number] of model) {
          expect(register.find(id)).toBe(number);
          expect(register.idOf(number)).toBe(id);
        }
      }),
      { numRuns: 40 },
    );
  });

  it('does not register a user it is only asked about', () => {
    const register = new UserRegister();
    register.add(userId(1));
    expect(register.find(userId(2))).toBeUndefined();
    expect(register.find('U2')).toBeUndefined();
    expect(register.size).toBe(1);
    expect(() => register.idOf(1)).toThrow(RangeError);
  });

  it('keeps 200,000 users across its pages and its table’s growth', () => {
    const register = new UserRegister();
    for (let n = 0; n < 200_000; n += 1) register.add(userId(n * 7919));
    expect(register.size).toBe(200_000);
    for (const n of [0, 65_535, 65_536, 131_072, 199_999]) {
      expect(register.find(userId(n * 7919))).toBe(n);
      expect(register.idOf(n)).toBe(userId(n * 7919));
    }
    expect(register.find(userId(200_000 * 7919))).toBeUndefined();
  });
});
