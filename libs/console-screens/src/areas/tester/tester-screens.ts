/** The tester screens: one chunk, loaded when either of them opens. */
export { TesterListScreen } from './TesterListScreen';
export { TesterFormScreen } from './TesterFormScreen';
