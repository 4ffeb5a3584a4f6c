import { encodePng, fileOf, gifBytes, jpegBytes, mp4Bytes, padTo, textBytes } from './sample-files';

/** Files a staff member might choose, for stories and specs. */
export const choices = {
  png: (width: number, height: number, name = 'photo.png') => fileOf(encodePng({ width, height }), name, 'image/png'),
  jpeg: (width: number, height: number, name = 'photo.jpg') => fileOf(jpegBytes({ width, height }), name, 'image/jpeg'),
  /** A PNG of exactly `size` bytes. */
  pngOfSize: (width: number, height: number, size: number) =>
    fileOf(padTo(encodePng({ width, height }), size), 'large.png', 'image/png'),
  /** A GIF that claims to be a PNG by name and type. */
  disguisedGif: () => fileOf(gifBytes(), 'photo.png', 'image/png'),
  text: (name = 'notes.txt') => fileOf(textBytes(), name, 'text/plain'),
  mp4: (name = 'clip.mp4') => fileOf(mp4Bytes(), name, 'video/mp4'),
  /** An MP4 of exactly `size` bytes. */
  mp4OfSize: (size: number) => fileOf(padTo(mp4Bytes(), size), 'long.mp4', 'video/mp4'),
  /** A PNG that claims to be an MP4 by name and type. */
  disguisedPng: () => fileOf(encodePng({ width: 4, height: 4 }), 'clip.mp4', 'video/mp4'),
};
