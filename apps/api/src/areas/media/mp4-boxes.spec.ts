import { isCompleteMp4 } from './mp4-boxes';
import { sampleMp4 } from './testing/sample-media';

function withoutBox(video: Buffer, type: string): Buffer {
  const at = video.indexOf(type, 0, 'latin1') - 4;
  const size = video.readUInt32BE(at);
  return Buffer.concat([video.subarray(0, at), video.subarray(at + size)]);
}

describe('isCompleteMp4', () => {
  it('accepts a whole file: ftyp, moov with mvhd, mdat', () => {
    expect(isCompleteMp4(sampleMp4())).toBe(true);
  });

  it('accepts a last box whose size 0 means "to the end"', () => {
    const video = sampleMp4();
    video.writeUInt32BE(0, video.indexOf('mdat', 0, 'latin1') - 4);
    expect(isCompleteMp4(video)).toBe(true);
  });

  it('accepts a 64-bit box size', () => {
    const video = sampleMp4();
    const at = video.indexOf('mdat', 0, 'latin1') - 4;
    const payload = video.subarray(at + 8);
    const large = Buffer.alloc(16);
    large.writeUInt32BE(1, 0);
    large.write('mdat', 4, 'latin1');
    large.writeBigUInt64BE(BigInt(16 + payload.length), 8);
    expect(isCompleteMp4(Buffer.concat([video.subarray(0, at), large, payload]))).toBe(true);
  });

  it.each([
    ['cut in the middle of mdat', (video: Buffer) => video.subarray(0, video.length - 10)],
    ['cut inside a box header', (video: Buffer) => video.subarray(0, video.length - 66)],
    ['without moov', (video: Buffer) => withoutBox(video, 'moov')],
    ['without mdat', (video: Buffer) => withoutBox(video, 'mdat')],
    ['with trailing garbage', (video: Buffer) => Buffer.concat([video, Buffer.from([1, 2, 3])])],
    [
      'with a box smaller than its header',
      (video: Buffer) => {
        const copy = Buffer.from(video);
        copy.writeUInt32BE(4, copy.indexOf('mdat', 0, 'latin1') - 4);
        return copy;
      },
    ],
    [
      'with a moov whose mvhd is missing',
      (video: Buffer) => {
        const copy = Buffer.from(video);
        copy.write('free', copy.indexOf('mvhd', 0, 'latin1'), 'latin1');
        return copy;
      },
    ],
  ])('refuses a file %s', (_what, spoil) => {
    expect(isCompleteMp4(spoil(sampleMp4()))).toBe(false);
  });
});
