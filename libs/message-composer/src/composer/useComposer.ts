import { useCallback, useMemo, useState } from 'react';
import { toast } from '@hbc/ui';
import {
  createDraft,
  draftToMessage,
  LIMITS,
  MESSAGES,
  messageToDraft,
  validateDraft,
  validateDrafts,
  type ComposerMessage,
  type FieldIssue,
  type FormatData,
  type MessageDraft,
  type MessageFormat,
} from '@hbc/message-model';
import { NO_ISSUES, type Updater } from '../editors/types';

/** A message in the composer, with an id that stays with it when it moves. */
export type ComposerDraft = MessageDraft & { id: string };

/** Changes one draft's data; generic so that every format's editor accepts it. */
export type ChangeDraft = <F extends MessageFormat>(
  id: string,
  update: Updater<FormatData[F]>,
) => void;

let lastId = 0;
function withId(draft: MessageDraft): ComposerDraft {
  lastId += 1;
  return { ...draft, id: `message-${lastId}` };
}

/** The formats and data of the drafts in order, as one comparable string. */
function contentOf(drafts: readonly ComposerDraft[]): string {
  return JSON.stringify(drafts.map((draft) => [draft.format, draft.data]));
}

const NO_WARNINGS: readonly string[] = Object.freeze([]);

/** Issues per draft object: a draft that did not change is not validated again and keeps the same array. */
const issueCache = new WeakMap<ComposerDraft, readonly FieldIssue[]>();
function issuesOfDraft(draft: ComposerDraft): readonly FieldIssue[] {
  let issues = issueCache.get(draft);
  if (!issues) {
    const found = validateDraft(draft);
    issues = found.length > 0 ? found : NO_ISSUES;
    issueCache.set(draft, issues);
  }
  return issues;
}

/** The composer's list and its transitions (spec section 4): add (max 3), move, delete, change, Save. */
export function useComposer(initial: readonly ComposerMessage[]) {
  const [initialDrafts] = useState<ComposerDraft[]>(() =>
    initial.map((message) => withId(messageToDraft(message))),
  );
  const [drafts, setDrafts] = useState(initialDrafts);
  /** Whether the list differs from what the composer opened with (a change undone is no change). */
  const changed = useMemo(
    () => drafts !== initialDrafts && contentOf(drafts) !== contentOf(initialDrafts),
    [drafts, initialDrafts],
  );
  const [dirty, setDirty] = useState(false);
  // Once a Save has shown the warning list, it follows every change until dismissed or a clean Save.
  const [warningsShown, setWarningsShown] = useState(false);
  const warnings = useMemo<readonly string[]>(
    () =>
      warningsShown
        ? validateDrafts(drafts, issuesOfDraft).map((issue) => issue.text)
        : NO_WARNINGS,
    [warningsShown, drafts],
  );

  const add = useCallback(
    (format: MessageFormat) => {
      if (drafts.length >= LIMITS.maxMessages) {
        toast.warning(MESSAGES.tooManyMessages);
        return;
      }
      setDrafts((current) => [...current, withId(createDraft(format))]);
    },
    [drafts.length],
  );

  const move = useCallback((id: string, step: -1 | 1) => {
    setDrafts((current) => {
      const from = current.findIndex((draft) => draft.id === id);
      const to = from + step;
      if (from < 0 || to < 0 || to >= current.length) return current;
      const next = [...current];
      [next[from], next[to]] = [next[to] as ComposerDraft, next[from] as ComposerDraft];
      return next;
    });
  }, []);

  const remove = useCallback(
    (id: string) => setDrafts((current) => current.filter((draft) => draft.id !== id)),
    [],
  );

  const change: ChangeDraft = useCallback((id, update) => {
    setDrafts((current) =>
      current.map((draft) =>
        // The editor of a draft is chosen by its format, so `update` always receives that format's data.
        draft.id === id
          ? ({ ...draft, data: (update as Updater<unknown>)(draft.data) } as ComposerDraft)
          : draft,
      ),
    );
  }, []);

  /** Sets the dirty flag; returns the messages when every rule holds, else shows the warning list and returns null. */
  const save = useCallback((): ComposerMessage[] | null => {
    setDirty(true);
    const issues = validateDrafts(drafts, issuesOfDraft);
    setWarningsShown(issues.length > 0);
    return issues.length > 0 ? null : drafts.map(draftToMessage);
  }, [drafts]);

  const dismissWarnings = useCallback(() => setWarningsShown(false), []);

  /** Highlights appear only once the dirty flag is set. */
  const issuesOf = useCallback(
    (draft: ComposerDraft) => (dirty ? issuesOfDraft(draft) : NO_ISSUES),
    [dirty],
  );

  return {
    drafts,
    dirty,
    changed,
    warnings,
    add,
    move,
    remove,
    change,
    save,
    dismissWarnings,
    issuesOf,
  };
}
