let measured: number | undefined;

/**
 * The width of the browser's scrollbars, 0 where they overlay the content (phones): measured
 * once with a probe of its own. Given to each grid, it spares the grid measuring its own during
 * its first commit, a forced layout of the whole page inside what is already the screen's longest
 * task on a phone.
 */
export function pageScrollbarSize(): number {
  if (measured !== undefined) return measured;
  const probe = document.createElement('div');
  probe.style.cssText = 'position:absolute;top:-200px;width:100px;height:100px;overflow:scroll';
  document.body.appendChild(probe);
  measured = probe.offsetWidth - probe.clientWidth;
  probe.remove();
  return measured;
}
