// Prints the end of a run: the 20 slowest test files (from the reports Jest and Playwright
// wrote), the time each layer took, and one closing line "tests: N passed, N failed, N skipped".
// Fails when no test ran at all: a green run that executes nothing is a failure.
import fs from 'node:fs';
import path from 'node:path';

let passed = 0, failed = 0, skipped = 0;
const [jestFile, playwrightFile] = process.argv.slice(2);
/** @type {{ file: string, layer: string, seconds: number }[]} */
const files = [];
/** @type {string[]} */
const layers = [];
/** Browser tests that failed once and passed when run again: green, but worth a look. */
const flaky = [];
const relative = (file) => path.relative(process.cwd(), file);

if (jestFile && fs.existsSync(jestFile)) {
  const j = JSON.parse(fs.readFileSync(jestFile, 'utf8'));
  passed += j.numPassedTests;
  failed += j.numFailedTests + (j.numRuntimeErrorTestSuites ?? 0);
  skipped += j.numPendingTests + j.numTodoTests;
  let end = j.startTime;
  for (const suite of j.testResults ?? []) {
    const layer = relative(suite.name).startsWith('tests/unit/') ? 'unit' : 'integration';
    files.push({ file: relative(suite.name), layer, seconds: (suite.endTime - suite.startTime) / 1000 });
    end = Math.max(end, suite.endTime);
  }
  layers.push(`jest ${j.numTotalTests} tests in ${j.numTotalTestSuites} files, ${((end - j.startTime) / 1000).toFixed(0)} s`);
}
if (playwrightFile && fs.existsSync(playwrightFile)) {
  const p = JSON.parse(fs.readFileSync(playwrightFile, 'utf8'));
  passed += (p.stats?.expected ?? 0) + (p.stats?.flaky ?? 0);
  failed += p.stats?.unexpected ?? 0;
  skipped += p.stats?.skipped ?? 0;
  // A spec file's time is the sum of its tests' attempts (a file's tests may run on several workers).
  const perFile = new Map();
  const walk = (suite) => {
    for (const spec of suite.specs ?? []) {
      for (const t of spec.tests ?? []) {
        for (const r of t.results ?? []) perFile.set(spec.file, (perFile.get(spec.file) ?? 0) + (r.duration ?? 0));
        if (t.status === 'flaky') flaky.push(`tests/e2e/${spec.file}:${spec.line} ${spec.title}`);
      }
    }
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const suite of p.suites ?? []) walk(suite);
  for (const [file, ms] of perFile) files.push({ file: `tests/e2e/${file}`, layer: 'e2e', seconds: ms / 1000 });
  const total = (p.stats?.expected ?? 0) + (p.stats?.flaky ?? 0) + (p.stats?.unexpected ?? 0) + (p.stats?.skipped ?? 0);
  layers.push(`playwright ${total} tests in ${perFile.size} files, ${((p.stats?.duration ?? 0) / 1000).toFixed(0)} s (the production build included)`);
}

if (files.length > 0) {
  files.sort((a, b) => b.seconds - a.seconds);
  console.log('\nThe 20 slowest test files (seconds; a Jest file\'s wall time in its worker, a Playwright file\'s summed test time):');
  for (const f of files.slice(0, 20)) console.log(`${f.seconds.toFixed(1).padStart(8)}  ${f.layer.padEnd(11)} ${f.file}`);
  console.log('');
}
for (const line of layers) console.log(line);
if (flaky.length > 0) console.log(`flaky (failed once, passed on the retry; its trace is under test-results/e2e/):\n  ${flaky.join('\n  ')}`);
console.log(`tests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
if (passed === 0) {
  console.error('No test ran.');
  process.exit(1);
}
process.exit(failed > 0 ? 1 : 0);
