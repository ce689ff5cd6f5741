// Fails when an installed package does not support the oldest Node.js that package.json's `engines`
// accepts: npm would warn EBADENGINE on install, and the package may not run there.
import { readFileSync } from 'node:fs';
import semver from 'semver';

const oldest = semver.minVersion(JSON.parse(readFileSync('package.json', 'utf8')).engines.node);
const lock = JSON.parse(readFileSync('package-lock.json', 'utf8'));
const problems = Object.entries(lock.packages).flatMap(([where, entry]) => {
  const wanted = entry.engines?.node;
  if (!where || typeof wanted !== 'string' || semver.satisfies(oldest, wanted)) return [];
  return [`${where.replace(/^.*node_modules\//, '')}@${entry.version} wants Node ${wanted}`];
});
if (problems.length > 0) {
  console.error(`These packages do not support Node ${oldest}, the oldest package.json accepts:`);
  for (const problem of problems) console.error(`  ${problem}`);
  console.error(
    'Pin versions that do (package.json "overrides"), or raise "engines" and say so in the README.',
  );
  process.exit(1);
}
console.log(`Every package supports Node ${oldest}.`);
