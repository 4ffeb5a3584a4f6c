/** The maker's decision notices, in a chunk of their own with the API client (as the badge). */
export { getBroadcastDecisions } from '@hbc/api-clients';
