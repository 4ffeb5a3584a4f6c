import { TRACKING_URL_MESSAGES } from '@hbc/contracts';
import { destinationOf, newTrackingLinkErrors } from './new-tracking-link-checks';

describe('newTrackingLinkErrors', () => {
  it('takes a named link to an http or https destination', () => {
    expect(newTrackingLinkErrors({ name: 'วัคซีน', targetUrl: 'https://a.example/x?y=1' })).toEqual(
      {},
    );
    expect(newTrackingLinkErrors({ name: 'วัคซีน', targetUrl: 'http://a.example' })).toEqual({});
  });

  it("names what is missing in the contracts' words", () => {
    expect(newTrackingLinkErrors({ name: '  ', targetUrl: '' })).toEqual({
      name: TRACKING_URL_MESSAGES.nameRequired,
      targetUrl: TRACKING_URL_MESSAGES.targetRequired,
    });
  });

  it.each(['hospital.example', 'ftp://a.example', 'https://a.example/ช่อง ว่าง', 'line://x'])(
    'refuses the destination %p',
    (targetUrl) => {
      expect(newTrackingLinkErrors({ name: 'ก', targetUrl })).toEqual({
        targetUrl: TRACKING_URL_MESSAGES.targetInvalid,
      });
    },
  );

  it('refuses a name or destination longer than the API keeps', () => {
    expect(
      newTrackingLinkErrors({
        name: 'ก'.repeat(201),
        targetUrl: `https://a.example/${'x'.repeat(2000)}`,
      }),
    ).toEqual({ name: 'ต้องไม่เกิน 200 ตัวอักษร', targetUrl: 'ต้องไม่เกิน 2000 ตัวอักษร' });
  });
});

describe('destinationOf', () => {
  it('keeps a web address the field held, and nothing else', () => {
    expect(destinationOf(' https://a.example/x ')).toBe('https://a.example/x');
    expect(destinationOf('tel:1669')).toBe('');
    expect(destinationOf('')).toBe('');
  });
});
