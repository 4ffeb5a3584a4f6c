import { createHash } from 'node:crypto';
import { encodePng } from './png';

/** A calm background colour whose hue comes from the seed. */
function backgroundColour(digest: Buffer): [number, number, number] {
  const hue = (((digest[0] ?? 0) << 8) | (digest[1] ?? 0)) % 360;
  const saturation = 0.5;
  const lightness = 0.4;
  const chroma = (1 - Math.abs(2 * lightness - 1)) * saturation;
  const x = chroma * (1 - Math.abs(((hue / 60) % 2) - 1));
  const m = lightness - chroma / 2;
  const [r, g, b] =
    hue < 60
      ? [chroma, x, 0]
      : hue < 120
        ? [x, chroma, 0]
        : hue < 180
          ? [0, chroma, x]
          : hue < 240
            ? [0, x, chroma]
            : hue < 300
              ? [x, 0, chroma]
              : [chroma, 0, x];
  return [Math.round((r + m) * 255), Math.round((g + m) * 255), Math.round((b + m) * 255)];
}

type Shape = (x: number, y: number) => boolean;

/** Head and shoulders of a person, in unit coordinates. */
const person: Shape = (x, y) => {
  const head = (x - 0.5) ** 2 + (y - 0.38) ** 2 <= 0.17 ** 2;
  const shoulders = ((x - 0.5) / 0.32) ** 2 + ((y - 0.98) / 0.36) ** 2 <= 1;
  return head || shoulders;
};
const disc: Shape = (x, y) => (x - 0.5) ** 2 + (y - 0.5) ** 2 <= 0.25;

/** A round avatar PNG (`size` pixels square) whose colour is derived from `seed`. */
export function renderAvatarPng(seed: string, size = 96): Buffer {
  const digest = createHash('sha256').update(seed).digest();
  const [r, g, b] = backgroundColour(digest);
  const pixels = new Uint8Array(size * size * 4);
  const samples = [0.25, 0.75];
  for (let py = 0; py < size; py++) {
    for (let px = 0; px < size; px++) {
      let inside = 0;
      let white = 0;
      for (const sy of samples) {
        for (const sx of samples) {
          const x = (px + sx) / size;
          const y = (py + sy) / size;
          if (!disc(x, y)) continue;
          inside++;
          if (person(x, y)) white++;
        }
      }
      const i = (py * size + px) * 4;
      if (inside === 0) continue; // transparent outside the circle
      const mix = white / inside;
      pixels[i] = Math.round(r + (255 - r) * mix);
      pixels[i + 1] = Math.round(g + (255 - g) * mix);
      pixels[i + 2] = Math.round(b + (255 - b) * mix);
      pixels[i + 3] = Math.round((inside / samples.length ** 2) * 255);
    }
  }
  return encodePng(size, size, pixels);
}
