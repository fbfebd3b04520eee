/**
 * Ends a Jest run with one plain line, "N passed, N failed" (", N skipped" when any), the form
 * CI reads to tell a run that tested something from one that ran nothing.
 */
class SummaryReporter {
  onRunComplete(_contexts, results) {
    const skipped = results.numPendingTests + results.numTodoTests;
    const tail = skipped > 0 ? `, ${skipped} skipped` : "";
    process.stdout.write(`${results.numPassedTests} passed, ${results.numFailedTests} failed${tail}\n`);
  }
}

module.exports = SummaryReporter;
