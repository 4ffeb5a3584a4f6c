/** Latin-letter words staff may read: the spec's format names, brand and file-type names, units, axes. */
const ALLOWED = new Set([
  'JSON',
  'Custom',
  'LINE',
  'X',
  'Y',
  'MB',
  'PNG',
  'JPG',
  'JPEG',
  'MP4',
  'px',
]);

/** Links and e-mail addresses are data staff typed, not interface words. */
const LINK = /\b(?:[a-z][a-z\d+.-]*:\/\/|tel:|mailto:|line:|linemusic:)\S*|\S+@\S+/gi;
/** '200 x 200': sizes, not words. */
const DIMENSIONS = /\d\s*x\s*\d/g;
const WORD = /[A-Za-z][A-Za-z\d]*/g;
const READ_ATTRIBUTES = ['aria-label', 'alt', 'title', 'placeholder'] as const;

/**
 * English words a person reads or hears in `roots` (text, labels, alternative texts, placeholders; not
 * what is typed into fields), each as `word in "the text it came from"`.
 */
export function englishLeftovers(...roots: Element[]): string[] {
  const found = new Set<string>();
  const scan = (text: string | null) => {
    for (const word of (text ?? '').replace(LINK, ' ').replace(DIMENSIONS, ' ').match(WORD) ?? []) {
      if (!ALLOWED.has(word)) found.add(`${word} in "${text}"`);
    }
  };
  for (const root of roots) {
    const walker = root.ownerDocument.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!node.parentElement?.closest('textarea, script, style')) scan(node.textContent);
    }
    for (const element of [root, ...root.querySelectorAll('*')]) {
      for (const name of READ_ATTRIBUTES) scan(element.getAttribute(name));
    }
  }
  return [...found].sort();
}
