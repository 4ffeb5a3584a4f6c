/** The follower-check screen: its own chunk, loaded when it opens. */
export { FollowerSyncScreen } from './FollowerSyncScreen';
