import { BROADCAST_MESSAGES } from '@hbc/contracts';
import type { ValidationVerdict } from '../../engine/sending/line-messaging';
import { askLine } from './line-validation';

const messages = [{ type: 'text' as const, text: 'สวัสดี' }];

function asking(verdict: ValidationVerdict) {
  const warn = jest.fn();
  const validateMulticast = jest.fn(async () => verdict);
  return { ask: askLine({ validateMulticast }, { warn }), warn, validateMulticast };
}

describe('askLine', () => {
  it('answers nothing when LINE accepts, and does not ask about no message at all', async () => {
    const { ask, validateMulticast } = asking({ kind: 'accepted' });
    expect(await ask([])).toEqual([]);
    expect(validateMulticast).not.toHaveBeenCalled();
    expect(await ask(messages)).toEqual([]);
    expect(validateMulticast).toHaveBeenCalledWith(messages);
  });

  it('places each of LINE’s details at the message its property names', async () => {
    const { ask } = asking({
      kind: 'refused',
      message: 'The request body has 2 error(s)',
      details: [
        { property: 'messages[2].contents.body', message: 'must be specified' },
        { property: 'notificationDisabled', message: 'invalid' },
      ],
    });
    expect(await ask(messages)).toEqual([
      {
        path: '/messages/2',
        message: `${BROADCAST_MESSAGES.lineRefused}: messages[2].contents.body: must be specified`,
      },
      {
        path: '/messages',
        message: `${BROADCAST_MESSAGES.lineRefused}: notificationDisabled: invalid`,
      },
    ]);
  });

  it('answers LINE’s message when it gives no detail', async () => {
    const { ask } = asking({ kind: 'refused', message: 'Invalid reply token', details: [] });
    expect(await ask(messages)).toEqual([
      { path: '/messages', message: `${BROADCAST_MESSAGES.lineRefused}: Invalid reply token` },
    ]);
  });

  it('refuses nothing when LINE does not answer, and says so in the log', async () => {
    const { ask, warn } = asking({ kind: 'unavailable', reason: '503 Service Unavailable' });
    expect(await ask(messages)).toEqual([]);
    expect(warn).toHaveBeenCalledWith(
      { reason: '503 Service Unavailable' },
      expect.stringContaining('LINE could not check'),
    );
  });
});
