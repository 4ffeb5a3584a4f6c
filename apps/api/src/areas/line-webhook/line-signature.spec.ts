import { isLineSignatureValid, lineSignature } from './line-signature';
import { signatureOf } from './test-webhooks';

const SECRET = 'a channel secret';
const BODY = Buffer.from('{"destination":"U0","events":[]}', 'utf8');

describe('X-Line-Signature', () => {
  it('is base64 of HMAC-SHA256 of the raw body keyed with the channel secret', () => {
    expect(lineSignature(SECRET, BODY)).toBe(signatureOf(BODY, SECRET));
    expect(Buffer.from(lineSignature(SECRET, BODY), 'base64')).toHaveLength(32);
  });

  it('accepts the signature of exactly these bytes under this secret', () => {
    expect(isLineSignatureValid(SECRET, BODY, signatureOf(BODY, SECRET))).toBe(true);
  });

  it.each([
    ['missing', undefined],
    ['empty', ''],
    ['of another secret', signatureOf(BODY, 'another secret')],
    ['of other bytes', signatureOf(Buffer.concat([BODY, Buffer.from(' ')]), SECRET)],
    ['shorter', signatureOf(BODY, SECRET).slice(0, -2)],
    ['longer', `${signatureOf(BODY, SECRET)}==`],
    ['the digest in hex', Buffer.from(signatureOf(BODY, SECRET), 'base64').toString('hex')],
  ])('refuses a signature that is %s', (_, signature) => {
    expect(isLineSignatureValid(SECRET, BODY, signature)).toBe(false);
  });
});
