import { createContext } from 'react';

/** The `EntityForm` around shows a record the viewer may read but not change. */
export const FormReadOnlyContext = createContext(false);
