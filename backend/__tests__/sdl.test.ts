import { buildASTSchema, parse, printType, type GraphQLObjectType } from 'graphql';
import { inheritInterfaceFields } from '../schema/sdl';

describe('inheritInterfaceFields (Magento-style SDL: a type lists only its own fields)', () => {
  const schemaOf = (sdl: string) => buildASTSchema(inheritInterfaceFields(parse(sdl)));

  it('copies interface fields into an implementing type that does not list them', () => {
    const schema = schemaOf('type Query { p: Product } interface Named { name: String! } type Product implements Named { sku: String }');
    expect(Object.keys((schema.getType('Product') as GraphQLObjectType).getFields())).toEqual(['sku', 'name']);
  });

  it('keeps a field the type declares itself and adds interfaces implemented through interfaces', () => {
    const schema = schemaOf(`type Query { p: Product }
      interface Base { id: ID } interface Named implements Base { id: ID name: String }
      type Product implements Named { name: String! }`);
    const product = schema.getType('Product') as GraphQLObjectType;
    expect(String(product.getFields().name.type)).toBe('String!');
    expect(product.getInterfaces().map((i) => i.name)).toEqual(['Named', 'Base']);
    expect(printType(product)).toContain('id: ID');
  });

  it('leaves types without interfaces as they are', () => {
    const document = parse('type Query { a: Int }');
    expect(inheritInterfaceFields(document).definitions[0]).toBe(document.definitions[0]);
  });
});
