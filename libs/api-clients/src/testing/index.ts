/** Test helpers for code that calls the API through these clients (specs and stories only). */
export * from './fake-api';
export { installFakeAdapter, type FakeReply as AdapterReply } from './fake-adapter';
/** What an adapter standing in for the network reads: the request, and the address it goes to. */
export { requestUrl } from '../http/request-url';
export type { HttpRequestConfig } from '../http/types';
