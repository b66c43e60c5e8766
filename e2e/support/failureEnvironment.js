// Jest's node environment, plus one flag the browser hooks read: did the test that just ran fail?
// A failed browser test then prints what the page showed (e2e/support/failureReport.ts), so a
// flake seen only in CI's log can still be diagnosed.
const { TestEnvironment } = require('jest-environment-node');

class FailureAwareEnvironment extends TestEnvironment {
  handleTestEvent(event) {
    if (event.name === 'test_fn_start') this.global.__e2eTestFailed = false;
    if (event.name === 'test_fn_failure') this.global.__e2eTestFailed = event.test.name;
  }
}

module.exports = FailureAwareEnvironment;
