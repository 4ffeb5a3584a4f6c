/** Helpers for stories and specs of screens built with this library (never for production code). */
export {
  ADDRESS_LABEL,
  BACK_LABEL,
  ELSEWHERE_LABEL,
  ELSEWHERE_TEXT,
  withStoryRouter,
  type StoryRoute,
} from './StoryRouter';
export { createMemoryExport, type MemoryExportOptions } from './memory-export';
export { PAGE_RULES } from './page-rules';
