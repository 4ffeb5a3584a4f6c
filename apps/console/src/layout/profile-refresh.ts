/** The profile refresh of the console layout's loader, in a chunk of its own with the API client. */
export { refreshProfile } from '@hbc/auth-flow';
