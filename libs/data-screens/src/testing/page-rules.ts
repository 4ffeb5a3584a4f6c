/**
 * axe rules about the whole page (its title, language, landmarks): a story shows one screen
 * under a stand-in address bar, not the console's page, which the end-to-end tests check.
 */
export const PAGE_RULES = ['document-title', 'html-has-lang', 'region'] as const;
