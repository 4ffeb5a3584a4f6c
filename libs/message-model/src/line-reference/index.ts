/** LINE's rules of message objects, one table per LINE object, and the walk that applies them. */
export { MESSAGE_TABLES, messageTableOf } from './message-table';
export { MAX_DEPTH, tableIssues, type ObjectTable } from './walk';
