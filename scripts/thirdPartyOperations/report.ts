// `npx tsx scripts/thirdPartyOperations/report.ts [--all]`: fetches the pinned packs if needed and
// prints, per package, how many operations it ships, how many are valid against Magento 2.4.7, how
// many the compatibility test runs and how many wait for a domain, and apart from those, how many
// Venia extension operations (invalid against 2.4.7 core, valid against our magento2-pwa and
// Adobe-Commerce-absent extensions) it also runs; then every operation that is pending, an
// extension one or out of scope, with the reason (--all also lists the other-domain ones). The
// test itself is backend/__tests__/thirdPartyOperations.test.ts.
import { buildSchema } from 'graphql';
import { MissingMagentoSchemaError, magentoSchemaSdl, sharedMagentoDirOrSkip } from '../magentoSchema';
import { backendSchema } from '../validateQueries';
import { classifyOperations, countsByPackage } from './classify';
import { operationId } from './documents';
import { loadThirdPartyOperations } from './load';
import { PackFetchError } from './packs';

function main(): number {
  const sharedDir = sharedMagentoDirOrSkip('classifying third-party operations against Magento 2.4.7');
  if (!sharedDir) return 1;
  const { operations } = loadThirdPartyOperations();
  const classified = classifyOperations(operations, buildSchema(magentoSchemaSdl(sharedDir)), backendSchema());

  const rows = [...countsByPackage(classified)].map(([name, c]) => [name, c.found, c.validAgainstMagento, c.selected, c.pending, c.extension]);
  const total = rows.reduce((sum, row) => sum.map((v, i) => (i === 0 ? v : Number(v) + Number(row[i]))), ['total', 0, 0, 0, 0, 0]);
  const widths = [46, 6, 8, 8, 8, 11];
  const line = (cells: Array<string | number>) => cells.map((cell, i) => (i === 0 ? String(cell).padEnd(widths[i]) : String(cell).padStart(widths[i]))).join('');
  // valid/run/pending: against Magento 2.4.7 core. extension: invalid there, valid against ours and run too.
  console.log(line(['package', 'found', 'valid', 'run', 'pending', 'extension']));
  for (const row of [...rows, total]) console.log(line(row));

  const showAll = process.argv.includes('--all');
  for (const status of ['pending', 'extension', 'not-magento', 'unusable', ...(showAll ? ['other-domain'] : [])] as const) {
    const listed = classified.filter((c) => c.verdict.status === status);
    if (!listed.length) continue;
    console.log(`\n${status} (${listed.length}):`);
    for (const { operation, verdict } of listed) console.log(`  ${operationId(operation)}: ${'reason' in verdict ? verdict.reason : ''}`);
  }
  return 0;
}

try {
  process.exitCode = main();
} catch (error) {
  console.error(error instanceof PackFetchError || error instanceof MissingMagentoSchemaError ? error.message : error);
  process.exitCode = 1;
}
