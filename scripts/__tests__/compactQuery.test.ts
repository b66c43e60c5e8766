import path from 'node:path';
import { parse, print, stripIgnoredCharacters } from 'graphql';
import { compactQuery } from '../../src/lib/apollo/links/compactQuery';
import { findGqlFiles, loadOperationUnits } from '../validateQueries';

// The browser's GET URLs are compacted without the GraphQL lexer (src/lib/apollo/links/compactQuery.ts):
// for every document the app sends, the text must be graphql's own stripIgnoredCharacters result.
test('every operation of the app compacts exactly as stripIgnoredCharacters does', async () => {
  const units = await loadOperationUnits(findGqlFiles(path.join(__dirname, '..', '..', 'src')));
  expect(units.length).toBeGreaterThan(50);
  const differing = units.filter(({ document }) => compactQuery(print(document)) !== stripIgnoredCharacters(print(document)));
  expect(differing.map((unit) => `${unit.file}:${unit.name}`)).toEqual([]);
});

test.each([
  ['names and numbers keep one space between them', 'query a($n: Int = 5) { list(values: [ONE 2, three]) { ... on B { c } } }'],
  ['spaces and commas inside a string literal stay', 'query { search(phrase: "a, b  c \\" d") { total } }'],
  ['a block string stays as printed', 'query { search(phrase: """two  words, "quoted" """) { total } }'],
  ['variables and directives lose their spaces', 'query q($a: Int, $b: Boolean!) { x(a: $a) @include(if: $b) { y } }'],
])('%s', (_, source) => {
  const printed = print(parse(source));
  expect(compactQuery(printed)).toBe(stripIgnoredCharacters(printed));
  expect(print(parse(compactQuery(printed)))).toBe(printed);
});
