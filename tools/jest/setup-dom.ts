import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';

// Lazy routes, MUI and the data grid can take well over Testing Library's default 1 s to appear
// on a shared, busy machine (a full CI run, the API's suites beside these, has seen a grid's
// search take over 5 s); a `findBy…` or `waitFor` that fails for real still fails, only later.
configure({ asyncUtilTimeout: 15_000 });
