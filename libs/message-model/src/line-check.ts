import { MESSAGES } from './constants';
import { formatOf } from './formats';
import {
  LineConversionError,
  toLineMessage,
  type LineConversionCode,
  type LineMessage,
} from './line';
import { lineRuleIssues, type LineConversionOptions } from './line-rules';
import type { ComposerIssue, ComposerMessage, MessageFormat } from './types';
import { toComposerIssue, validateMessages } from './validate';

export type LineCheckResult =
  { ok: true; messages: LineMessage[] } | { ok: false; issues: ComposerIssue[] };

/** What staff read when only the converted message breaks a limit (the rules have passed by then). */
const CONVERSION_MESSAGES: Partial<Record<LineConversionCode, string>> = {
  BUBBLE_TOO_LARGE: MESSAGES.bubbleTooLarge,
  CAROUSEL_TOO_LARGE: MESSAGES.carouselTooLarge,
};

function conversionIssue(error: LineConversionError, format: MessageFormat): ComposerIssue {
  const path = error.path ?? (error.bubble === undefined ? '' : `contents[${error.bubble}]`);
  const message = CONVERSION_MESSAGES[error.code] ?? MESSAGES.invalidData;
  return toComposerIssue(error.index, format, { path, message });
}

/**
 * Everything to check before a broadcast is saved or sent: the composer's rules (`validateMessages`)
 * and LINE's (`lineRuleIssues`) over every message, every problem reported (a field the composer's
 * rules already refuse is not reported again); then the conversion. `ok` only when LINE would accept
 * every message as converted.
 */
export function checkForLine(
  messages: readonly ComposerMessage[],
  options: LineConversionOptions = {},
): LineCheckResult {
  const validation = validateMessages(messages);
  if (!Array.isArray(messages)) return { ok: false, issues: validation };
  const issues = validation.filter((issue) => issue.index === null);
  const converted: LineMessage[] = [];
  messages.forEach((message, index) => {
    const format = formatOf(message);
    const own = validation.filter((issue) => issue.index === index);
    const refusedPaths = new Set(own.map((issue) => issue.path));
    const broken = lineRuleIssues(message, options)
      .filter((issue) => !refusedPaths.has(issue.path))
      .map((issue) => toComposerIssue(index, format, issue));
    issues.push(...own, ...broken);
    if (own.length > 0 || broken.length > 0) return;
    try {
      converted.push(toLineMessage(message, index, options));
    } catch (error) {
      if (!(error instanceof LineConversionError)) throw error;
      issues.push(conversionIssue(error, format));
    }
  });
  return issues.length > 0 ? { ok: false, issues } : { ok: true, messages: converted };
}
