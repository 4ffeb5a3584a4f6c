import NodeEnvironment from 'jest-environment-node';
import type { Circus } from '@jest/types';

/**
 * Node's test environment that tells the test file when its current test has failed, so that its
 * `afterEach` can report the pages as they were (`failureReport` in failure-report.ts).
 */
export default class FailureFlagEnvironment extends NodeEnvironment {
  handleTestEvent(event: Circus.Event): void {
    if (event.name === 'test_start') this.global['currentTestFailed'] = false;
    if (event.name === 'test_fn_failure') this.global['currentTestFailed'] = true;
  }
}
