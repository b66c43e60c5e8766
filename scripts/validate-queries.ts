// `npm run validate:queries`: every operation in src/**/*.gql.ts must validate against the
// embedded backend's SDL and, where ../shared/magento exists, against Magento 2.4.7.
// Prints `file:operation: message` per problem and exits 1 if there is any.
import path from 'node:path';
import { MissingMagentoSchemaError, REPO_ROOT, sharedMagentoDirOrSkip } from './magentoSchema';
import {
  backendSchema,
  findGqlFiles,
  formatProblem,
  fragmentConflicts,
  loadOperationUnits,
  validateUnits,
  validateUnitsWithMagento,
  type ValidationProblem,
} from './validateQueries';

async function main(): Promise<number> {
  const files = findGqlFiles(path.join(REPO_ROOT, 'src'));
  const units = await loadOperationUnits(files);
  const problems: ValidationProblem[] = [...fragmentConflicts(units)];
  const report = (target: string, found: ValidationProblem[]) => {
    problems.push(...found);
    console.log(`${target}: ${units.length} operation(s) from ${files.length} file(s) validated, ${found.length} error(s)`);
  };

  report('backend SDL', validateUnits(backendSchema(), units));
  const sharedDir = sharedMagentoDirOrSkip('validating operations against Magento 2.4.7');
  if (sharedDir) report('Magento 2.4.7 + extensions', validateUnitsWithMagento(sharedDir, units).problems);

  for (const problem of problems) console.error(formatProblem(problem));
  return problems.length ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(error instanceof MissingMagentoSchemaError ? error.message : error);
    process.exit(1);
  },
);
