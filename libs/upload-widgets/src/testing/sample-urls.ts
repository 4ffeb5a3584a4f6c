import { dataUrlOf, encodePng, mp4Bytes, type Rgb } from './sample-files';

const GREEN: Rgb = [27, 138, 75];
const LIGHT_GREEN: Rgb = [200, 235, 212];
const WHITE: Rgb = [255, 255, 255];
const palette = [GREEN, LIGHT_GREEN, WHITE];

/** Green with a light band across the middle. */
function banded(width: number, height: number): string {
  const png = encodePng({ width, height, palette, pixel: (_x, y) => (y > height / 3 && y < (2 * height) / 3 ? 1 : 0) });
  return dataUrlOf(png, 'image/png');
}

/** A 1040 × 520 rich message base image with the white 200 × 200 px area at the bottom centre. */
function richImage(): string {
  const width = 1040;
  const height = 520;
  const png = encodePng({
    width,
    height,
    palette,
    pixel: (x, y) => (y >= height - 200 && x >= (width - 200) / 2 && x < (width + 200) / 2 ? 2 : y < height / 2 ? 0 : 1),
  });
  return dataUrlOf(png, 'image/png');
}

/** Hosted-looking media for the filled states of stories and specs. */
export const SAMPLE_URLS = {
  wideImage: banded(480, 270),
  squareImage: banded(240, 240),
  richImage: richImage(),
  video: dataUrlOf(mp4Bytes(), 'video/mp4'),
} as const;
