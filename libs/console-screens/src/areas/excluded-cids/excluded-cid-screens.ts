/** The excluded-CID screens: one chunk, loaded when either opens. */
export { ExcludedCidListScreen } from './ExcludedCidListScreen';
export { ExcludedCidFormScreen } from './ExcludedCidFormScreen';
