/**
 * @jest-environment node
 */
// Pure checks: no DOM.
import { checkImageFile, checkVideoFile } from './file-check';
import { megabytesToBytes } from '@hbc/contracts';
import { encodePng, gifBytes, jpegBytes, mp4Bytes, textBytes, truncatedPng } from '../testing/sample-files';
import { nodeDeflate } from '../testing/node-deflate';

const png = (width: number, height: number, size?: number) => {
  const bytes = encodePng({ width, height, deflate: nodeDeflate });
  return { bytes, size: size ?? bytes.length };
};
const jpeg = (width: number, height: number, size?: number) => {
  const bytes = jpegBytes({ width, height });
  return { bytes, size: size ?? bytes.length };
};
const rejected = (message: string) => ({ ok: false, message });
const accepted = { ok: true };

describe('megabytesToBytes', () => {
  it('counts a megabyte as 1,000,000 bytes', () => {
    expect(megabytesToBytes(5)).toBe(5_000_000);
    expect(megabytesToBytes(100)).toBe(100_000_000);
    expect(megabytesToBytes(1.1)).toBe(1_100_000);
  });
});

describe('checkImageFile', () => {
  const composer = { maxMb: 5 };

  it('accepts PNG and JPEG', () => {
    expect(checkImageFile(png(300, 200), composer)).toEqual(accepted);
    expect(checkImageFile(jpeg(300, 200), composer)).toEqual(accepted);
  });

  it('rejects other bytes whatever the file claims to be, in the composer wording', () => {
    const message = 'รูปภาพต้องเป็นไฟล์ PNG หรือ JPEG เท่านั้น';
    for (const bytes of [gifBytes(), textBytes(), mp4Bytes(), truncatedPng()]) {
      expect(checkImageFile({ bytes, size: bytes.length }, composer)).toEqual(rejected(message));
    }
  });

  it('uses the general wording outside the composer', () => {
    const gif = gifBytes();
    expect(checkImageFile({ bytes: gif, size: gif.length }, { maxMb: 100, messages: 'general' })).toEqual(
      rejected('รูปภาพต้องเป็นไฟล์นามสกุล PNG, JPG และ JPEG เท่านั้น.'),
    );
  });

  it('allows exactly the limit in bytes and rejects one byte more', () => {
    expect(checkImageFile(png(10, 10, 5_000_000), composer)).toEqual(accepted);
    expect(checkImageFile(png(10, 10, 5_000_001), composer)).toEqual(rejected('อัพโหลดรูปภาพได้ไม่เกิน 5 MB'));
    expect(checkImageFile(jpeg(10, 10, 100_000_001), { maxMb: 100, messages: 'general' })).toEqual(
      rejected('อัพโหลดรูปภาพได้ไม่เกิน 100 MB'),
    );
  });

  it('checks the type before the size', () => {
    const gif = gifBytes();
    expect(checkImageFile({ bytes: gif, size: 9_000_000 }, composer)).toEqual(
      rejected('รูปภาพต้องเป็นไฟล์ PNG หรือ JPEG เท่านั้น'),
    );
  });

  describe('rich message base image', () => {
    const rich = { maxMb: 5, richImage: true };
    const message = 'รูปภาพต้องมีความกว้าง 1040 และความสูง 1 - 2040 px';

    it('takes width exactly 1040 and height 1 to 2040', () => {
      expect(checkImageFile(png(1040, 1), rich)).toEqual(accepted);
      expect(checkImageFile(png(1040, 2040), rich)).toEqual(accepted);
      expect(checkImageFile(jpeg(1040, 1040), rich)).toEqual(accepted);
    });

    it('rejects height 0 and 2041', () => {
      expect(checkImageFile(png(1040, 0), rich)).toEqual(rejected(message));
      expect(checkImageFile(png(1040, 2041), rich)).toEqual(rejected(message));
      expect(checkImageFile(jpeg(1040, 2041), rich)).toEqual(rejected(message));
    });

    it('rejects any width but 1040', () => {
      expect(checkImageFile(png(1039, 500), rich)).toEqual(rejected(message));
      expect(checkImageFile(jpeg(1041, 500), rich)).toEqual(rejected(message));
    });

    it('still applies the 5 MB limit', () => {
      expect(checkImageFile(png(1040, 500, 5_000_001), rich)).toEqual(rejected('อัพโหลดรูปภาพได้ไม่เกิน 5 MB'));
    });
  });

  it('requires exact dimensions when asked', () => {
    const rules = { maxMb: 100, exact: { width: 1040, height: 1040 }, messages: 'general' as const };
    expect(checkImageFile(png(1040, 1040), rules)).toEqual(accepted);
    const message = 'รูปภาพต้องมีขนาด กว้าง 1040 x สูง 1040 พิกเซล';
    expect(checkImageFile(png(1040, 1039), rules)).toEqual(rejected(message));
    expect(checkImageFile(jpeg(1039, 1040), rules)).toEqual(rejected(message));
  });

  it('requires equal width and height for ratio 1:1', () => {
    const rules = { maxMb: 5, ratio: '1:1' as const };
    expect(checkImageFile(png(700, 700), rules)).toEqual(accepted);
    expect(checkImageFile(jpeg(700, 701), rules)).toEqual(rejected('รูปภาพต้องมีขนาดความกว้างและความสูงที่เท่ากัน'));
    // Without the rule the same image is fine.
    expect(checkImageFile(jpeg(700, 701), { maxMb: 5 })).toEqual(accepted);
  });
});

describe('checkVideoFile', () => {
  const mp4 = mp4Bytes();

  it('accepts an MP4 up to the limit', () => {
    expect(checkVideoFile({ bytes: mp4, size: 10_000_000 }, { maxMb: 10 })).toEqual(accepted);
  });

  it('rejects one byte over the limit', () => {
    expect(checkVideoFile({ bytes: mp4, size: 10_000_001 }, { maxMb: 10 })).toEqual(
      rejected('อัพโหลดวิดีโอได้ไม่เกิน 10 MB'),
    );
  });

  it('rejects anything that is not MP4, images included', () => {
    const message = 'วิดีโอต้องเป็นไฟล์ MP4 เท่านั้น';
    for (const bytes of [encodePng({ width: 2, height: 2, deflate: nodeDeflate }), textBytes(), gifBytes()]) {
      expect(checkVideoFile({ bytes, size: bytes.length }, { maxMb: 10 })).toEqual(rejected(message));
    }
    const mov = mp4Bytes({ majorBrand: 'qt  ', compatible: ['qt  '] });
    expect(checkVideoFile({ bytes: mov, size: mov.length }, { maxMb: 10 })).toEqual(rejected(message));
  });
});
