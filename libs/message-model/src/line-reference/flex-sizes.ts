import { MESSAGES } from '../constants';
import { textWhere } from './rules';
import type { Rule } from './walk';

// The size, spacing and offset values of Flex components: a keyword, or a number with a unit.
// https://developers.line.biz/en/reference/messaging-api/#component

const NUMBER = String.raw`\d+(\.\d+)?`;

export const SPACING_KEYWORDS = ['none', 'xs', 'sm', 'md', 'lg', 'xl', 'xxl'] as const;
export const FONT_SIZE_KEYWORDS = [
  'xxs',
  'xs',
  'sm',
  'md',
  'lg',
  'xl',
  'xxl',
  '3xl',
  '4xl',
  '5xl',
] as const;
export const IMAGE_SIZE_KEYWORDS = [...FONT_SIZE_KEYWORDS, 'full'] as const;
export const BORDER_WIDTH_KEYWORDS = [
  'none',
  'light',
  'normal',
  'medium',
  'semi-bold',
  'bold',
] as const;

type Unit = 'px' | '%';

const EXAMPLES: Record<Unit, string> = { px: '10px', '%': '5%' };

/** A keyword, or a non-negative number in one of `units` (`signed`: offsets may be negative). */
export function flexSize(
  keywords: readonly string[],
  units: readonly Unit[],
  signed = false,
): Rule {
  const sign = signed ? '-?' : '';
  const pattern = new RegExp(`^${sign}${NUMBER}(${units.join('|')})$`);
  return textWhere(
    (value) => keywords.includes(value) || pattern.test(value),
    MESSAGES.allowedSizes(
      keywords,
      units.map((unit) => EXAMPLES[unit]),
    ),
  );
}

/**
 * `{width}:{height}`, each 1 to 100000 (https://developers.line.biz/en/reference/messaging-api/#f-image);
 * an image's height at most `maxHeightPerWidth` times its width.
 */
export function aspectRatio(maxHeightPerWidth?: number): Rule {
  const pattern = new RegExp(`^(${NUMBER}):(${NUMBER})$`);
  const inRange = (n: number) => n >= 1 && n <= 100_000;
  return textWhere((value) => {
    const match = pattern.exec(value);
    if (!match) return false;
    const width = Number(match[1]);
    const height = Number(match[3]);
    return (
      inRange(width) &&
      inRange(height) &&
      (maxHeightPerWidth === undefined || height <= width * maxHeightPerWidth)
    );
  }, MESSAGES.aspectRatio(maxHeightPerWidth));
}

/** A linear gradient's angle: `90deg`. */
export const angle: Rule = textWhere(
  (value) => new RegExp(`^${NUMBER}deg$`).test(value),
  MESSAGES.formatOf('90deg'),
);
