// Runs every benchmark in this folder (`*.bench.ts`), one after another so they do not compete
// for the machine's two cores, and fails when any of them reports a blown budget (exit code 1).
// Pass names to run a subset: `npm run bench -- landing-size sdk-size`; options (`--no-build`) go
// to every bench that runs: `npm run bench -- lighthouse -- --no-build` (from the root, the
// second `--` keeps the workspace's npm from taking the option for itself).
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const args = process.argv.slice(2);
const options = args.filter((arg) => arg.startsWith('--'));
const wanted = args.filter((arg) => !arg.startsWith('--'));
const benches = readdirSync(here)
  .filter((file) => file.endsWith('.bench.ts'))
  .filter((file) => wanted.length === 0 || wanted.some((name) => file.startsWith(name)))
  .sort();

const failed: string[] = [];
for (const file of benches) {
  console.log(`\n=== ${file} ===`);
  const run = spawnSync(process.execPath, ['--import', 'tsx', file, ...options], {
    cwd: here,
    stdio: 'inherit',
  });
  if (run.status !== 0) failed.push(file);
}
if (failed.length > 0) {
  console.error(`\nBudgets missed or benchmarks failed: ${failed.join(', ')}`);
  process.exit(1);
}
console.log(`\n${benches.length} benchmarks ran within budget.`);
