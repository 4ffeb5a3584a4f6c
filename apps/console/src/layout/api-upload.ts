/** The API's upload call, in a chunk of its own that the first upload loads. */
export { apiUploadFn } from '@hbc/api-clients';
