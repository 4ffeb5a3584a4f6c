export { FollowerSyncListBody } from '@hbc/contracts';
