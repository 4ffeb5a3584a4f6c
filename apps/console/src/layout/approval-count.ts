/** The approvers' badge count, in a chunk of its own with the API client (as the profile refresh). */
export { getApprovalCount } from '@hbc/api-clients';
