import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { mergeTypeDefs } from '@graphql-tools/merge';
import { buildASTSchema, isAbstractType } from 'graphql';
import { possibleTypes } from '../typePolicies';

/** The embedded backend's SDL is the source of truth for what the storefront is served. */
function backendSchema() {
  const schemaDir = join(__dirname, '../../../../backend/schema');
  const files = [schemaDir, join(schemaDir, 'extensions')].flatMap((dir) =>
    readdirSync(dir)
      .filter((name) => name.endsWith('.graphql'))
      .map((name) => readFileSync(join(dir, name), 'utf8')),
  );
  return buildASTSchema(mergeTypeDefs(files), { assumeValidSDL: true });
}

test('possibleTypes lists every implementation of every interface the backend serves', () => {
  const schema = backendSchema();
  const abstractTypes = Object.values(schema.getTypeMap()).filter(isAbstractType);
  expect(abstractTypes.length).toBeGreaterThan(0);
  for (const type of abstractTypes) {
    const served = schema.getPossibleTypes(type).map((implementation) => implementation.name);
    expect({ [type.name]: possibleTypes[type.name] ?? [] }).toEqual({
      [type.name]: expect.arrayContaining(served),
    });
  }
});
