import { contentHash, entityTag, fileKey, imagemapKey, keyOfPublicPath } from './media-keys';

const HASH = contentHash(Buffer.from('a file'));

describe('media keys', () => {
  it('names files by the SHA-256 of their bytes and their kind', () => {
    expect(HASH).toMatch(/^[0-9a-f]{64}$/);
    expect(fileKey(HASH, 'jpeg')).toBe(`${HASH}.jpg`);
    expect(fileKey(HASH, 'png')).toBe(`${HASH}.png`);
    expect(fileKey(HASH, 'mp4')).toBe(`${HASH}.mp4`);
    expect(imagemapKey(HASH, 460)).toBe(`imagemap/${HASH}/460`);
  });

  it('maps public paths to keys, the imagemap base to its 1040 image', () => {
    expect(keyOfPublicPath(`${HASH}.png`)).toBe(`${HASH}.png`);
    expect(keyOfPublicPath(`imagemap/${HASH}/240`)).toBe(`imagemap/${HASH}/240`);
    expect(keyOfPublicPath(`imagemap/${HASH}`)).toBe(`imagemap/${HASH}/1040`);
  });

  it.each([
    '../secret.png',
    `../${HASH}.png`,
    `${HASH}.png/../../etc/passwd`,
    `imagemap/${HASH}/../${HASH}.png`,
    `imagemap/${HASH}/1041`,
    `imagemap/${HASH}/`,
    `${HASH}.gif`,
    `${HASH.toUpperCase()}.png`,
    `${HASH.slice(1)}.png`,
    `/${HASH}.png`,
    `${HASH}.png.meta.json`,
    `.tmp/${HASH}.png`,
    '',
  ])('knows %j names no file', (path) => {
    expect(keyOfPublicPath(path)).toBeNull();
  });

  it('tags each stored key with its hash', () => {
    expect(entityTag(`${HASH}.mp4`)).toBe(`"${HASH}"`);
    expect(entityTag(`imagemap/${HASH}/700`)).toBe(`"${HASH}-700"`);
    expect(entityTag('nothing')).toBeNull();
  });
});
