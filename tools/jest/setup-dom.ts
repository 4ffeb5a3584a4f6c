import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { __unsafe_useEmotionCache, type EmotionCache } from '@emotion/react';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';

// Lazy routes, MUI and the data grid can take well over Testing Library's default 1 s to appear
// on a shared, busy machine (a full CI run, the API's suites beside these, has seen a grid's
// search take over 5 s); a `findBy…` or `waitFor` that fails for real still fails, only later.
configure({ asyncUtilTimeout: 15_000 });

// Each test starts with the page's styles empty, as a fresh page would. Otherwise every style rule
// any earlier test of the file needed stays in the document, and once there are more rules than
// jsdom's selector engine keeps compiled (1,000), every style lookup (each `…ByRole` query makes
// one per element) compiles them all again: a file's later tests ran five times slower.
let emotionCache: EmotionCache | undefined;
function EmotionCacheProbe(): null {
  emotionCache = __unsafe_useEmotionCache() ?? undefined;
  return null;
}
renderToStaticMarkup(createElement(EmotionCacheProbe));

afterEach(() => {
  if (!emotionCache) return;
  emotionCache.sheet.flush();
  emotionCache.inserted = {};
});
