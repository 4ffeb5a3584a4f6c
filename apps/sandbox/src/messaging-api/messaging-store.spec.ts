import { TestClock } from '../testing/test-app';
import { MessagingStore } from './messaging-store';
import { RETRY_KEY, textMessage, userId } from './test-kit';

let store: MessagingStore;
let sent = 0;

beforeEach(() => {
  store = new MessagingStore(new TestClock().now);
});

function accept(recipients: string[], text: string, retryKey: string | null = null) {
  sent += 1;
  return store.accept({
    requestId: `request-${sent}`,
    kind: 'multicast',
    retryKey,
    messages: [textMessage(text)],
    recipients,
    notificationDisabled: false,
  });
}

describe('MessagingStore deliveries', () => {
  it('keeps one, two and three deliveries of a user in order, the latest recipient first', () => {
    accept([userId(1), userId(2)], 'หนึ่ง');
    accept([userId(1)], 'สอง');
    accept([userId(3)], 'สาม');
    accept([userId(1)], 'สี่');

    expect(store.deliveriesTo(userId(1)).map((request) => request.messages)).toEqual([
      [textMessage('หนึ่ง')],
      [textMessage('สอง')],
      [textMessage('สี่')],
    ]);
    expect(store.receivedCount(userId(1))).toBe(3);
    expect(store.receivedCount(userId(2))).toBe(1);
    expect(store.receivedCount(userId(9))).toBe(0);
    expect(store.recentRecipients()).toEqual([userId(1), userId(3), userId(2)]);
  });

  it('counts a receipt per user over single and repeated deliveries alike', () => {
    accept([userId(1), userId(2)], '[m] หนึ่ง');
    accept([userId(1)], 'อื่น');
    accept([userId(1), userId(3)], '[m] สอง');
    accept([userId(1)], '[m] สาม');

    expect(store.receipts('[m]', true)).toEqual({
      requests: 3,
      recipients: 5,
      users: 3,
      repeatedUsers: 1,
      repeatedSample: [userId(1)],
      retryKeys: 0,
      userIds: [userId(2), userId(3), userId(1)],
    });
  });

  it('counts a user who received one retry-keyed request twice as a duplicate', () => {
    accept([userId(1)], 'หนึ่ง', RETRY_KEY);
    accept([userId(1), userId(2)], 'หนึ่ง', RETRY_KEY);
    expect(store.stats()).toMatchObject({ requests: 2, users: 2, duplicates: 1 });
  });
});
