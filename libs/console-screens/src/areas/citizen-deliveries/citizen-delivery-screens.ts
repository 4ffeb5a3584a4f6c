/** The call centre's lookup: its own chunk, loaded when it opens. */
export { CitizenDeliveriesScreen } from './CitizenDeliveriesScreen';
