import { describeAccessibilityAt } from './support/accessibility-suite';

describeAccessibilityAt(390);
