/**
 * The broadcast list and detail: one chunk, loaded when either opens. The form loads on its own
 * (BroadcastFormScreen): its first load goes without the data grid.
 */
export { BroadcastListScreen } from './BroadcastListScreen';
export { BroadcastDetailScreen } from './BroadcastDetailScreen';
