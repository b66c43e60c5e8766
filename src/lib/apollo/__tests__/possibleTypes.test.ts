import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { mergeTypeDefs } from '@graphql-tools/merge';
import { buildASTSchema, isAbstractType, parse, visit, type GraphQLSchema } from 'graphql';
import { possibleTypes, typePolicies } from '../typePolicies';

const SRC = join(__dirname, '../../../');

/** The embedded backend's SDL is the source of truth for what the storefront is served. */
function backendSchema(): GraphQLSchema {
  const schemaDir = join(SRC, '../backend/schema');
  const files = [schemaDir, join(schemaDir, 'extensions')].flatMap((dir) =>
    readdirSync(dir)
      .filter((name) => name.endsWith('.graphql'))
      .map((name) => readFileSync(join(dir, name), 'utf8')),
  );
  return buildASTSchema(mergeTypeDefs(files), { assumeValidSDL: true });
}

/** The storefront's own source files (no tests, no generated code). */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return /^__/.test(name) ? [] : sourceFiles(path);
    return /\.tsx?$/.test(name) ? [path] : [];
  });
}

/** Every type condition (`fragment … on T`, `... on T`) in the storefront's gql documents. */
function typeConditions(): Set<string> {
  const names = new Set<string>();
  for (const file of sourceFiles(SRC)) {
    for (const [, body] of readFileSync(file, 'utf8').matchAll(/gql`([^`]*)`/g)) {
      visit(parse(body.replace(/\$\{[^}]*\}/g, '')), {
        FragmentDefinition: (node) => void names.add(node.typeCondition.name.value),
        InlineFragment: (node) => void (node.typeCondition && names.add(node.typeCondition.name.value)),
      });
    }
  }
  return names;
}

test('possibleTypes lists, for every interface the storefront spreads a fragment on or gives a policy, each implementation the backend serves, and no other interface', () => {
  const schema = backendSchema();
  const conditions = typeConditions();
  expect(conditions.has('ProductInterface')).toBe(true);
  const needed = Object.values(schema.getTypeMap())
    .filter(isAbstractType)
    .filter((type) => conditions.has(type.name) || type.name in typePolicies)
    .map((type) => type.name);
  expect(Object.keys(possibleTypes).sort()).toEqual(needed.sort());
  for (const name of needed) {
    const served = schema.getPossibleTypes(schema.getType(name) as Parameters<GraphQLSchema['getPossibleTypes']>[0]).map((implementation) => implementation.name);
    expect({ [name]: [...possibleTypes[name]].sort() }).toEqual({ [name]: served.sort() });
  }
});
