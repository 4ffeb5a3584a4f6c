/** Test helpers for code that calls the API through these clients (specs and stories only). */
export * from './fake-api';
export { installFakeAdapter, type FakeReply as AdapterReply } from './fake-adapter';
