/**
 * Leaves the console for another site (LINE Login, Health ID) with a full page load. Screens and
 * route checks take it as a parameter so tests can see where the browser would have gone.
 */
export type LeavePage = (url: string) => void;

export const leavePage: LeavePage = (url) => {
  window.location.assign(url);
};
