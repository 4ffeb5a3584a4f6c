// Apart from the error codes and sign-in texts: a form that shows an answer's issues loads only this.

/** The most issues one error answer lists; the rest are counted in `moreErrors`. */
export const ERRORS_LISTED_MAX = 100;

/** What staff read below a list of issues that goes on beyond what it shows. */
export const moreErrorsText = (count: number) => `และอีก ${count.toLocaleString('th-TH')} รายการ`;
