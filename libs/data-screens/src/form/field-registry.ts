import { createContext } from 'react';
import type { FieldRegistry } from './useEntityForm';

/** The registry of the `EntityForm` around a bound field. */
export const FieldRegistryContext = createContext<FieldRegistry | null>(null);
