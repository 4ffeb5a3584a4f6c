import type { SandboxApp } from '../app';
import { invalidPropertyMessage, LINE_MESSAGES, type LineErrorDetail } from './messaging-errors';
import { validate } from './test-kit';

/** One rule of LINE's, for the specs: a message LINE takes, and one it refuses with one detail. */
export interface RuleCase {
  rule: string;
  accepted: unknown;
  refused: unknown;
  detail: LineErrorDetail;
}

/** LINE's whole error body for a message refused with this one detail. */
export function refusalBody(detail: LineErrorDetail): unknown {
  const unrecognized = detail.message.startsWith('Unrecognized field');
  return {
    message: unrecognized
      ? invalidPropertyMessage(`'${detail.property ?? ''}'`)
      : LINE_MESSAGES.errorCount(1),
    details: [detail],
  };
}

/**
 * For each rule, validates the accepted message (200 `{}`) and the refused one (400, LINE's body
 * naming the property). `app` is read when the tests run, after `beforeAll` started it.
 */
export function specifyRules(app: () => SandboxApp, cases: readonly RuleCase[]): void {
  describe.each(cases)('$rule', ({ accepted, refused, detail }) => {
    it('takes the message LINE accepts', async () => {
      const response = await validate(app(), [accepted]);
      expect({ status: response.statusCode, body: response.json() }).toEqual({
        status: 200,
        body: {},
      });
    });

    it(`refuses the other: ${detail.property ?? ''}: ${detail.message}`, async () => {
      const response = await validate(app(), [refused]);
      expect({ status: response.statusCode, body: response.json() }).toEqual({
        status: 400,
        body: refusalBody(detail),
      });
    });
  });
}
