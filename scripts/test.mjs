// `npm test`: every suite (contract, server, web, browser journeys) in one Vitest run, after building
// what the web and browser suites read. Ends with one line "N passed, N failed, N skipped".
// Extra arguments go to Vitest: `npm test -- --project server`.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureBuilt } from './build.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const CHROMIUM = '/usr/bin/chromium';

await ensureBuilt(['web', 'admin', 'server']);

if (!fs.existsSync(CHROMIUM)) {
  const required = [process.env.CI, process.env.REQUIRE_BROWSER].some(
    (v) => v !== undefined && !['', '0', 'false'].includes(v),
  );
  console.warn(
    `\nBrowser journeys will be reported as ${required ? 'failed (CI or REQUIRE_BROWSER is set)' : 'skipped'}: ${CHROMIUM} is missing. Install it with:\n  sudo apt-get install -y chromium\n`,
  );
}

const reportFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'tutor-test-')), 'report.json');
const args = [
  path.join(root, 'node_modules/vitest/vitest.mjs'),
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${reportFile}`,
  ...process.argv.slice(2),
];
const run = spawnSync(process.execPath, args, { cwd: root, stdio: 'inherit', env: process.env });

let passed = 0;
let failed = 0;
let skipped = 0;
// What failed, a line each, repeated at the end of the run (and of CI): a long log's tail is what one reads.
const failures = [];
if (fs.existsSync(reportFile)) {
  const report = JSON.parse(fs.readFileSync(reportFile, 'utf8'));
  passed = report.numPassedTests;
  failed = report.numFailedTests;
  skipped = report.numPendingTests + report.numTodoTests;
  for (const file of report.testResults) {
    const where = path.relative(root, file.name);
    const failedTests = file.assertionResults.filter((a) => a.status === 'failed');
    for (const a of failedTests)
      failures.push(`${where} > ${a.fullName}: ${firstLine(a.failureMessages?.[0])}`);
    // A file that failed before running a test (an import error, a failing beforeAll) counts as a
    // failure. A failing beforeAll leaves its tests "skipped": the file still counts once (Chromium
    // missing in CI).
    if (file.status === 'failed' && failedTests.length === 0) {
      failed += 1;
      failures.push(`${where}: ${firstLine(file.message)}`);
    }
  }
}
if (run.status !== 0 && failed === 0) failed = 1;
const database = process.env.DATABASE_URL ? 'PostgreSQL' : 'embedded PGlite';
console.info(`\nDatabase: ${database}`);
if (process.env.TEST_SUMMARY_FILE) {
  fs.appendFileSync(
    process.env.TEST_SUMMARY_FILE,
    `${JSON.stringify({ database, passed, failed, skipped, failures })}\n`,
  );
}
for (const line of failures) console.info(`FAILED ${line}`);
console.info(`${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(run.status ?? 1);

function firstLine(text) {
  return (
    (text ?? '')
      .split('\n')
      .find((line) => line.trim() !== '')
      ?.trim()
      .slice(0, 300) ?? ''
  );
}
