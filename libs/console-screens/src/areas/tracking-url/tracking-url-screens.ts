/** The tracking-link screens: one chunk, loaded when either of them opens. */
export { TrackingUrlListScreen } from './TrackingUrlListScreen';
export { TrackingUrlFormScreen } from './TrackingUrlFormScreen';
