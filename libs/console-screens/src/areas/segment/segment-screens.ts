/** The segment screens: one chunk, loaded when any of them opens (the charts load on their own). */
export { SegmentListScreen } from './SegmentListScreen';
export { SegmentFormScreen } from './SegmentFormScreen';
export { SegmentDetailScreen } from './SegmentDetailScreen';
