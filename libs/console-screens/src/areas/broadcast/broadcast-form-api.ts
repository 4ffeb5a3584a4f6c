/**
 * The broadcast API calls of the form, in a chunk of their own: the form asks for them with
 * its first request (`formApi()`), so its first paint goes without the API client's broadcast
 * calls and their progress stream reader.
 */
export {
  countBroadcastAudience,
  createBroadcast,
  getBroadcast,
  getBroadcastQuota,
  getBroadcastSendPolicy,
  getTemplate,
  sendBroadcast,
  testBroadcast,
  updateBroadcast,
} from '@hbc/api-clients';
