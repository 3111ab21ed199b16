import { missingChromium } from './chromium.ts';

// Run before the browser suite: stops with one line instead of a launch stack trace.
const problem = missingChromium();
if (problem) {
  console.error(problem);
  process.exit(1);
}
