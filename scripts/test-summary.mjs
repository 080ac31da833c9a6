// Prints one closing line for the whole run: "tests: N passed, N failed, N skipped".
// Fails when no test ran at all: a green run that executes nothing is a failure.
import fs from 'node:fs';

let passed = 0, failed = 0, skipped = 0;
const [jestFile, playwrightFile] = process.argv.slice(2);

if (jestFile && fs.existsSync(jestFile)) {
  const j = JSON.parse(fs.readFileSync(jestFile, 'utf8'));
  passed += j.numPassedTests;
  failed += j.numFailedTests + (j.numRuntimeErrorTestSuites ?? 0);
  skipped += j.numPendingTests + j.numTodoTests;
}
if (playwrightFile && fs.existsSync(playwrightFile)) {
  const p = JSON.parse(fs.readFileSync(playwrightFile, 'utf8'));
  passed += (p.stats?.expected ?? 0) + (p.stats?.flaky ?? 0);
  failed += p.stats?.unexpected ?? 0;
  skipped += p.stats?.skipped ?? 0;
}
console.log(`tests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
if (passed === 0) {
  console.error('No test ran.');
  process.exit(1);
}
process.exit(failed > 0 ? 1 : 0);
