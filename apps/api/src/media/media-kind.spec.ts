import { detectMediaKind } from './media-kind';
import { sampleImage, sampleMp4 } from './testing/sample-media';

describe('detectMediaKind', () => {
  it('knows PNG, JPEG and MP4 by their bytes', async () => {
    expect(detectMediaKind(await sampleImage('png', 4, 4))).toBe('png');
    expect(detectMediaKind(await sampleImage('jpeg', 4, 4))).toBe('jpeg');
    expect(detectMediaKind(sampleMp4())).toBe('mp4');
  });

  it('finds MP4 by a compatible brand when the major brand is another', () => {
    const video = sampleMp4();
    video.write('XXXX', 8, 'latin1');
    expect(detectMediaKind(video)).toBe('mp4');
  });

  it.each([
    ['GIF', Buffer.from('GIF89a\x01\x00\x01\x00', 'latin1')],
    ['WebP', Buffer.from('RIFF\x00\x00\x00\x00WEBPVP8 ', 'latin1')],
    ['text', Buffer.from('just some text in a file named photo.png')],
    ['a QuickTime movie', Buffer.from('\x00\x00\x00\x14ftypqt  \x00\x00\x00\x00qt  ', 'latin1')],
    ['a HEIC photo', Buffer.from('\x00\x00\x00\x18ftypheic\x00\x00\x00\x00mif1heic', 'latin1')],
    [
      'an ISO file of no MP4 brand',
      Buffer.from('\x00\x00\x00\x14ftypabcd\x00\x00\x00\x00wxyz', 'latin1'),
    ],
    ['half a PNG signature', Buffer.from([0x89, 0x50, 0x4e, 0x47])],
    ['nothing', Buffer.alloc(0)],
  ])('knows %s is none of them', (_what, bytes) => {
    expect(detectMediaKind(bytes)).toBeNull();
  });
});
