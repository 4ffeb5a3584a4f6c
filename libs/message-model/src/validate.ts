import { issueText, MESSAGES, LIMITS } from './constants';
import { validateCustomObject } from './custom';
import { FORMAT_MODELS, formatOf } from './formats';
import type {
  ComposerIssue,
  ComposerMessage,
  DraftOf,
  FieldIssue,
  MessageDraft,
  MessageFormat,
} from './types';

function validateAs<F extends MessageFormat>(draft: DraftOf<F>): FieldIssue[] {
  return FORMAT_MODELS[draft.format].validate(draft.data);
}

/** Every rule one draft breaks, with paths inside the message. */
export function validateDraft(draft: MessageDraft): FieldIssue[] {
  return validateAs(draft);
}

export function toComposerIssue(
  index: number,
  format: MessageFormat,
  issue: FieldIssue,
): ComposerIssue {
  const detail = `${FORMAT_MODELS[format].describePath(issue.path)}${issue.message}`;
  return {
    index,
    format,
    path: issue.path,
    message: issue.message,
    text: issueText(index, format, detail),
  };
}

function listIssues(count: number): ComposerIssue[] {
  return count > LIMITS.maxMessages
    ? [
        {
          index: null,
          format: null,
          path: '',
          message: MESSAGES.tooManyMessages,
          text: MESSAGES.tooManyMessages,
        },
      ]
    : [];
}

/**
 * Every rule broken by the drafts of the composer, each naming its format and 1-based position.
 * `validateOne` lets the composer reuse the issues it already found for a draft that did not change.
 */
export function validateDrafts<D extends MessageDraft>(
  drafts: readonly D[],
  validateOne: (draft: D) => readonly FieldIssue[] = validateDraft,
): ComposerIssue[] {
  const issues = listIssues(drafts.length);
  drafts.forEach((draft, index) => {
    for (const issue of validateOne(draft))
      issues.push(toComposerIssue(index, draft.format, issue));
  });
  return issues;
}

/** Every rule broken by stored messages (what the API checks before saving a broadcast). */
export function validateMessages(messages: readonly ComposerMessage[]): ComposerIssue[] {
  if (!Array.isArray(messages)) {
    return [
      {
        index: null,
        format: null,
        path: '',
        message: MESSAGES.invalidData,
        text: MESSAGES.invalidData,
      },
    ];
  }
  const issues = listIssues(messages.length);
  messages.forEach((message, index) => {
    const format = formatOf(message);
    const fieldIssues =
      format === 'custom'
        ? validateCustomObject(message, '')
        : validateAs({ format, data: message } as DraftOf<typeof format>);
    for (const issue of fieldIssues) issues.push(toComposerIssue(index, format, issue));
  });
  return issues;
}
