import { clearCookies, cookieValue } from '@hbc/api-clients/testing';
import { inviteCodeFrom, inviteLoader, isFromInvite } from './invite-loader';

function load(path: string) {
  return inviteLoader({ request: new Request(`http://localhost${path}`) });
}

afterEach(() => clearCookies());

describe('the invite link', () => {
  it('keeps ?code= in the CODE_INVITE cookie', () => {
    expect(load('/invite?code=DEMO-INVITE-LV3')).toEqual({ invited: true });
    expect(cookieValue('CODE_INVITE')).toBe('DEMO-INVITE-LV3');
  });

  it('also accepts ?code_invite=', () => {
    expect(load('/invite?code_invite=ABC%20123')).toEqual({ invited: true });
    expect(cookieValue('CODE_INVITE')).toBe('ABC 123');
  });

  it.each(['/invite', '/invite?code=', '/invite?code=%20%20', `/invite?code=${'x'.repeat(201)}`])(
    'keeps nothing for %s',
    (path) => {
      expect(load(path)).toEqual({ invited: false });
      expect(cookieValue('CODE_INVITE')).toBeUndefined();
    },
  );

  it('prefers code over code_invite', () => {
    expect(inviteCodeFrom(new URL('http://x/invite?code_invite=B&code=A'))).toBe('A');
  });

  it('recognises the hop from /invite', () => {
    expect(isFromInvite({ fromInvite: true })).toBe(true);
    expect(isFromInvite(null)).toBe(false);
    expect(isFromInvite({ fromInvite: 'yes' })).toBe(false);
  });
});
