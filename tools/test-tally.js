// Adds up the Jest results of every project of one `npm test` run and prints one closing line,
// `tests: N passed, N failed`, that CI and people can read without scrolling through each project.
// As a Jest reporter it records a project's counts; as a script it resets (`reset`) or reports.
const { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } = require('node:fs');
const { join } = require('node:path');

const TALLY_DIR = join(__dirname, '..', 'node_modules', '.cache', 'workapi-test-tally');

class TallyReporter {
  onRunComplete(_contexts, results) {
    mkdirSync(TALLY_DIR, { recursive: true });
    const file = join(TALLY_DIR, `${process.pid}-${Date.now()}.json`);
    writeFileSync(
      file,
      JSON.stringify({
        passed: results.numPassedTests,
        failed: results.numFailedTests + results.numRuntimeErrorTestSuites,
        skipped: results.numPendingTests + results.numTodoTests,
      }),
    );
  }
}

if (require.main === module) {
  if (process.argv[2] === 'reset') {
    rmSync(TALLY_DIR, { recursive: true, force: true });
  } else {
    const files = (() => {
      try {
        return readdirSync(TALLY_DIR);
      } catch {
        return [];
      }
    })();
    const total = { passed: 0, failed: 0, skipped: 0 };
    for (const file of files) {
      const counts = JSON.parse(readFileSync(join(TALLY_DIR, file), 'utf8'));
      for (const key of Object.keys(total)) total[key] += counts[key];
    }
    console.log(`tests: ${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped`);
    if (total.failed > 0 || total.passed === 0) process.exitCode = 1;
  }
}

module.exports = TallyReporter;
