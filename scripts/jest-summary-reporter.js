// Prints the plain closing line CI reads: "N passed, N failed" (", N skipped" when any were skipped).
class SummaryReporter {
  onRunComplete(_contexts, results) {
    const skipped = results.numPendingTests + results.numTodoTests;
    const line = `${results.numPassedTests} passed, ${results.numFailedTests + results.numRuntimeErrorTestSuites} failed`;
    process.stdout.write(`\ntests: ${line}${skipped ? `, ${skipped} skipped` : ''}\n`);
  }
}
module.exports = SummaryReporter;
