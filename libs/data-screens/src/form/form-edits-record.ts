import { createContext } from 'react';

/** The `EntityForm` around edits a stored record: its Save waits for a change. */
export const EditsRecordContext = createContext(false);
