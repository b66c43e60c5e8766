import { buildSchema as buildSdlSchema, parse, type GraphQLSchema } from 'graphql';
import { magentoSchemaSdl, sharedMagentoDirOrSkip } from '../../scripts/magentoSchema';
import { conformanceProblems, coreDefinitions, type Named } from '../schema/conformance';

// Every type and field of backend/schema/*.graphql (the Magento core subset; extensions/ are
// ours) must exist in Magento 2.4.7's schema with the same type, so a storefront written
// against the embedded backend also works against a real Magento store.
const sharedDir = sharedMagentoDirOrSkip('backend SDL conformance to Magento 2.4.7');
const describeWithMagento = sharedDir ? describe : describe.skip;

describeWithMagento('backend SDL conforms to Magento 2.4.7', () => {
  let magento: GraphQLSchema;

  beforeAll(() => {
    magento = buildSdlSchema(magentoSchemaSdl(sharedDir as string));
  }, 60_000);

  it('defines every core type and field exactly as Magento does', () => {
    const definitions = coreDefinitions();
    expect(definitions.length).toBeGreaterThan(5);
    expect(conformanceProblems(magento, definitions)).toEqual([]);
  });

  it('reports a field whose type differs from Magento', () => {
    const wrong = parse('type Money { value: String currency: CurrencyEnum }').definitions as Named[];
    expect(conformanceProblems(magento, wrong)).toEqual(['field Money.value is String here but Float in Magento']);
  });

  it('reports a type and an enum value Magento does not have', () => {
    const wrong = parse('type NotMagento { a: Int } enum SortEnum { ASC SIDEWAYS }').definitions as Named[];
    expect(conformanceProblems(magento, wrong)).toEqual(['type NotMagento is not in Magento\'s schema', 'enum value SortEnum.SIDEWAYS is not in Magento']);
  });
});
