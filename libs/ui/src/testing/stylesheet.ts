import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Adds the CSS file at `path` to the document, as the build serves it (Jest replaces CSS imports
 * by an empty module), so that jsdom computes the styles it sets. Returns its removal.
 */
export function addStylesheet(path: string): () => void {
  const style = document.createElement('style');
  style.textContent = readFileSync(path, 'utf8');
  document.head.append(style);
  return () => style.remove();
}

/** The page baseline without MUI (`@hbc/ui/base.css`): font, colours, focus ring. */
export const BASE_STYLESHEET = join(__dirname, '../plain/base.css');

/**
 * The element's computed style as it is now. jsdom keeps computed styles until the DOM changes,
 * and a move of the focus does not count as a change: a comment added and taken away makes it
 * compute them again (for `:focus-visible` rules).
 */
export function currentStyle(element: Element): CSSStyleDeclaration {
  const marker = document.createComment('');
  document.body.append(marker);
  marker.remove();
  return getComputedStyle(element);
}
