import fs from 'node:fs';
import path from 'node:path';
import { buildSchema, parse } from 'graphql';
import { REPO_ROOT, sharedMagentoDirOrSkip } from '../magentoSchema';
import {
  backendSchema,
  findGqlFiles,
  formatProblem,
  fragmentConflicts,
  loadOperationUnits,
  operationUnits,
  validateUnits,
  validateUnitsWithMagento,
} from '../validateQueries';

const schema = buildSchema(`
  type Query { storeConfig: StoreConfig }
  type StoreConfig { store_code: ID store_name: String locale: String }
`);

const STORE_FIELDS = parse('fragment StoreFields on StoreConfig { store_code store_name }');
const valid = parse('query getStoreName { storeConfig { ...StoreFields } }');
const invalid = parse('query getStoreColour { storeConfig { store_colour } }');
/** As `gql` builds documents: interpolated fragments are appended to the operation's document. */
const withFragment = { kind: valid.kind, definitions: [...valid.definitions, ...STORE_FIELDS.definitions] } as const;

describe('operationUnits', () => {
  it('gives one unit per exported operation, carrying the fragments it uses', () => {
    const units = operationUnits('src/x.gql.ts', { GET_STORE_NAME: withFragment, GET_COLOUR: invalid, notADocument: 'text' });
    expect(units.map((unit) => unit.name)).toEqual(['getStoreName', 'getStoreColour']);
    expect(units[0].document.definitions.map((def) => def.kind)).toEqual(['OperationDefinition', 'FragmentDefinition']);
  });

  it('keeps a fragment that no operation of its file uses as a unit of its own', () => {
    expect(operationUnits('src/f.gql.ts', { StoreFields: STORE_FIELDS }).map((unit) => unit.name)).toEqual(['fragment StoreFields']);
  });
});

describe('validateUnits', () => {
  it('passes a valid operation (with its fragment) and a lone fragment', () => {
    const units = [...operationUnits('src/a.gql.ts', { GET_STORE_NAME: withFragment }), ...operationUnits('src/f.gql.ts', { STORE_FIELDS })];
    expect(validateUnits(schema, units)).toEqual([]);
  });

  it('reports an unknown field as file:operation: message', () => {
    const problems = validateUnits(schema, operationUnits('src/b.gql.ts', { GET_COLOUR: invalid }));
    expect(problems.map(formatProblem)).toEqual([expect.stringMatching(/^src\/b\.gql\.ts:getStoreColour: Cannot query field "store_colour" on type "StoreConfig"\./)]);
  });
});

describe('fragmentConflicts', () => {
  it('reports two different fragments with the same name', () => {
    const other = parse('fragment StoreFields on StoreConfig { locale }');
    const units = [...operationUnits('src/a.gql.ts', { STORE_FIELDS }), ...operationUnits('src/b.gql.ts', { other })];
    expect(fragmentConflicts(units)).toEqual([expect.objectContaining({ file: 'src/b.gql.ts', name: 'fragment StoreFields' })]);
  });
});

describe('loading .gql.ts files', () => {
  let dir: string;
  beforeAll(() => {
    // Inside the repository, so the fixture resolves `graphql` from node_modules.
    fs.mkdirSync(path.join(REPO_ROOT, '.cache'), { recursive: true });
    dir = fs.mkdtempSync(path.join(REPO_ROOT, '.cache', 'gql-files-'));
    fs.mkdirSync(path.join(dir, 'feature'));
    fs.writeFileSync(
      path.join(dir, 'feature', 'store.gql.ts'),
      "import { parse } from 'graphql';\nexport const GET_STORE_NAME = parse('query getStoreName { storeConfig { store_name } }');\n",
    );
    fs.writeFileSync(path.join(dir, 'feature', 'store.ts'), 'export {};\n');
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('finds only *.gql.ts files and imports their documents', async () => {
    const files = findGqlFiles(dir);
    expect(files).toEqual([path.join(dir, 'feature', 'store.gql.ts')]);
    const units = await loadOperationUnits(files);
    expect(units.map((unit) => unit.name)).toEqual(['getStoreName']);
    expect(validateUnits(schema, units)).toEqual([]);
  });
});

describe('the real targets', () => {
  it('builds the backend schema from its SDL files', () => {
    expect(backendSchema().getQueryType()?.name).toBe('Query');
  });

  const sharedDir = sharedMagentoDirOrSkip('Magento validator error mapping');
  (sharedDir ? it : it.skip)('maps Magento validator errors back to file and operation', () => {
    const units = [
      ...operationUnits('src/a.gql.ts', { GET_STORE_NAME: withFragment }),
      ...operationUnits('src/b.gql.ts', { GET_COLOUR: invalid }),
    ];
    const { problems } = validateUnitsWithMagento(sharedDir!, units);
    expect(problems).toEqual([expect.objectContaining({ file: 'src/b.gql.ts', name: 'getStoreColour', message: expect.stringContaining('store_colour') })]);
  });
});
