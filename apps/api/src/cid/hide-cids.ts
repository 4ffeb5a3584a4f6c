import { maskCidsInText } from '@hbc/contracts';

/**
 * `text` (a reason or file name read from an uploaded file) with every CID in it masked as lists
 * show one: the one rule of `@hbc/contracts`, `maskCidsInText`.
 */
export const hideCids = maskCidsInText;
