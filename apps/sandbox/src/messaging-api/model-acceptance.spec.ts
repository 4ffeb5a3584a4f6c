/** @jest-environment node */
import fc from 'fast-check';
import { checkForLine, type ComposerMessage } from '@hbc/message-model';
import { flexContainer, messageLike } from '@hbc/message-model/arbitraries';
import type { SandboxApp } from '../app';
import { testApp } from '../testing/test-app';
import { validate } from './test-kit';

let app: SandboxApp;

beforeAll(async () => {
  ({ app } = await testApp());
});
afterAll(async () => {
  await app.close();
});

/** A value of `message` replaced at one place (picked by `choice`) with `value`: near misses. */
function mutated(message: unknown, choice: number, value: unknown): unknown {
  const places: { owner: Record<string, unknown> | unknown[]; key: string | number }[] = [];
  const copy = structuredClone(message);
  const stack: unknown[] = [copy];
  for (let node = stack.pop(); node !== undefined; node = stack.pop()) {
    if (Array.isArray(node)) {
      node.forEach((item, index) => {
        places.push({ owner: node as unknown[], key: index });
        stack.push(item);
      });
    } else if (typeof node === 'object' && node !== null) {
      for (const [key, item] of Object.entries(node)) {
        places.push({ owner: node as Record<string, unknown>, key });
        stack.push(item);
      }
    }
  }
  const place = places[choice % Math.max(1, places.length)];
  if (place) (place.owner as Record<string | number, unknown>)[place.key] = value;
  return copy;
}

const flexMessage = flexContainer.map((contents) => ({ type: 'flex', altText: 'ข่าว', contents }));
const nearMiss = fc
  .tuple(flexMessage, fc.nat(), fc.oneof(fc.jsonValue(), fc.constantFrom('', 'bold', 'md', 0, -1)))
  .map(([message, choice, value]) => mutated(message, choice, value));

describe('what the message model accepts, LINE (as the sandbox checks it) accepts', () => {
  it('for Flex messages, near misses of them and anything shaped like a message', async () => {
    let accepted = 0;
    await fc.assert(
      fc.asyncProperty(fc.oneof(flexMessage, nearMiss, messageLike), async (message) => {
        const checked = checkForLine([message as ComposerMessage]);
        if (!checked.ok) return;
        accepted += 1;
        const response = await validate(app, checked.messages);
        expect({ status: response.statusCode, body: response.json() as unknown }).toEqual({
          status: 200,
          body: {},
        });
      }),
      { numRuns: 400 },
    );
    expect(accepted).toBeGreaterThan(100);
  });
});
