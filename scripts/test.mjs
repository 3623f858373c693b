// `npm test`: every check, in order — typecheck, lint, unit and integration tests (core, API on
// PGlite and, with TEST_DATABASE_URL, on PostgreSQL; web components), the build, and the browser
// tests in Chromium. Ends with one line "tests: N passed, N failed".
import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '..')
const results = path.join(root, 'test-results')
mkdirSync(results, { recursive: true })
const ci = process.env.CI === 'true' || process.env.CI === '1'
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

function run(title, command, args, env = {}) {
  console.log(`\n=== ${title}: ${command} ${args.join(' ')}`)
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } })
  return result.status === 0
}

function fail(message) {
  console.error(`\n${message}`)
  process.exit(1)
}

if (ci && !process.env.TEST_DATABASE_URL) fail('CI=true but TEST_DATABASE_URL is not set: the PostgreSQL tests cannot be skipped in CI.')

if (!run('typecheck', 'npm', ['run', 'typecheck'])) fail('typecheck failed')
if (!run('lint', 'npm', ['run', 'lint'])) fail('lint failed')

/** One vitest run: its counts and the names of what failed, from its JSON report. */
function vitest(title, args, name) {
  const json = path.join(results, `${name}.json`)
  const ok = run(title, 'npx', ['vitest', 'run', ...args, '--reporter=default', '--reporter=json', `--outputFile.json=${json}`])
  const report = existsSync(json) ? JSON.parse(readFileSync(json, 'utf8')) : { numPassedTests: 0, numFailedTests: 1 }
  // CI shows only the end of the output: the names of what failed are repeated there.
  const failures = (report.testResults ?? []).flatMap((file) => {
    const where = path.relative(root, file.name)
    const tests = (file.assertionResults ?? []).filter((test) => test.status === 'failed')
    if (tests.length === 0 && file.status === 'failed') return [`${where}: ${String(file.message ?? '').split('\n')[0]}`]
    return tests.map((test) => `${where} › ${test.fullName}: ${String(test.failureMessages?.[0] ?? '').split('\n')[0]}`)
  })
  // An unhandled error or a worker that died fails the run without failing a test: say so at the end too.
  if (!ok && report.numFailedTests === 0)
    failures.push(`${title}: vitest ended in error with no failed test (an unhandled error, or a worker that died: see above)`)
  return { passed: report.numPassedTests, failed: report.numFailedTests + (ok ? 0 : report.numFailedTests === 0 ? 1 : 0), failures }
}

const unit = vitest('unit and integration tests', [], 'vitest')
let passed = unit.passed
let failed = unit.failed
const failures = unit.failures

if (!run('build', 'npm', ['run', 'build'])) fail('build failed')

// The browser tests need Chromium and the fonts of the five languages (Noto), and DejaVu Sans, the
// system font the reflow tests try too (fontconfig's `fc-list`, which Chromium's Debian package brings).
const BROWSER_PACKAGES = 'apt-get install chromium fonts-noto-core fonts-noto-cjk fonts-dejavu-core'
const fontFamilies = existsSync(chromium) ? (spawnSync('fc-list', [':', 'family'], { encoding: 'utf8' }).stdout ?? '') : ''
const missingFonts = ['Noto Sans', 'Noto Sans Hebrew', 'Noto Sans CJK SC', 'DejaVu Sans'].filter(
  (family) => !fontFamilies.split('\n').some((line) => line.split(',').includes(family)),
)
const missing = !existsSync(chromium) ? `no Chromium at ${chromium}` : missingFonts.length > 0 ? `no font ${missingFonts.join(', ')}` : ''
if (missing) {
  if (ci) fail(`Browser tests cannot be skipped in CI: ${missing} (${BROWSER_PACKAGES}).`)
  console.warn(`\n${'!'.repeat(78)}\n!! BROWSER TESTS SKIPPED: ${missing}.\n!! Install them with: ${BROWSER_PACKAGES}\n${'!'.repeat(78)}`)
} else {
  const e2eJson = path.join(results, 'playwright.json')
  const e2eOk = run('browser tests', 'npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts', '--reporter=list,json'], {
    PLAYWRIGHT_JSON_OUTPUT_NAME: e2eJson,
  })
  const e2e = existsSync(e2eJson) ? JSON.parse(readFileSync(e2eJson, 'utf8')).stats : { expected: 0, unexpected: 1, flaky: 0 }
  passed += e2e.expected
  failed += e2e.unexpected + e2e.flaky + (e2eOk || e2e.unexpected + e2e.flaky > 0 ? 0 : 1)
}

if (failures.length > 0) console.log(`\nunit and integration tests that failed:\n${failures.map((line) => `  ✘ ${line}`).join('\n')}`)
console.log(`\ntests: ${passed} passed, ${failed} failed`)
process.exit(failed === 0 ? 0 : 1)
