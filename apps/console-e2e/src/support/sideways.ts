import type { Page } from 'playwright-core';

/** An element reaching past the window's right edge: where it is and how far it reaches. */
interface Overflowing {
  element: string;
  right: number;
}

/**
 * Fails when the page can be scrolled sideways: the document is wider than the window. The
 * message names the outermost elements that reach past the window's edge, which are what to fix.
 */
export async function expectNoSidewaysScroll(page: Page, where: string): Promise<void> {
  const found = await page.evaluate(() => {
    const windowWidth = document.documentElement.clientWidth;
    const pageWidth = document.documentElement.scrollWidth;
    const describe = (element: Element) => {
      const id = element.id ? `#${element.id}` : '';
      const classes = [...element.classList]
        .filter((name) => !name.startsWith('css-'))
        .slice(0, 3)
        .map((name) => `.${name}`)
        .join('');
      const label = element.getAttribute('aria-label');
      return `${element.tagName.toLowerCase()}${id}${classes}${label ? `[aria-label="${label}"]` : ''}`;
    };
    const overflowing: { element: string; right: number }[] = [];
    if (pageWidth > windowWidth) {
      for (const element of document.body.querySelectorAll('*')) {
        const right = Math.round(element.getBoundingClientRect().right);
        const parentRight = element.parentElement
          ? element.parentElement.getBoundingClientRect().right
          : 0;
        // The outermost ones only: an element whose parent already reaches past the edge is its part.
        if (right > windowWidth && parentRight <= windowWidth) {
          overflowing.push({ element: describe(element), right });
        }
      }
    }
    return { windowWidth, pageWidth, overflowing: overflowing.slice(0, 5) };
  });
  if (found.pageWidth > found.windowWidth) {
    const culprits = found.overflowing
      .map(({ element, right }: Overflowing) => `    ${element} reaches ${right} px`)
      .join('\n');
    throw new Error(
      `${where} scrolls sideways: the page is ${found.pageWidth} px wide in a ${found.windowWidth} px window\n${culprits}`,
    );
  }
}
