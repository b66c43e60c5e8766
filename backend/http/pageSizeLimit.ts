import { defaultFieldResolver, isObjectType, type GraphQLSchema } from 'graphql';
import { GraphQlInputException } from '../errors';

/**
 * Magento's GraphQL SearchCriteriaValidator (Framework\GraphQl\Query\Resolver\Argument\Validator,
 * maxPageSize 300 in app/etc/di.xml): a pageSize above the maximum is refused with its message, as
 * the field's own graphql-input error, before the resolver runs.
 */
export const MAX_PAGE_SIZE = 300;

export const pageSizeMessage = (max: number) => `Maximum pageSize is ${max}`;

/**
 * Fields allowed more. Query.mpbrand (Mageplaza, not a SearchCriteria field in Magento): the
 * storefront's brand page asks for every brand at once with pageSize 500 (BRAND_LIST_PAGE_SIZE).
 */
const MAX_PAGE_SIZE_FOR: Record<string, number> = { 'Query.mpbrand': 500 };

const limited = new WeakSet<GraphQLSchema>();

/** Makes every field of `schema` that has a pageSize argument refuse one above its maximum (in place, once). */
export function limitPageSizes(schema: GraphQLSchema): GraphQLSchema {
  if (limited.has(schema)) return schema;
  limited.add(schema);
  for (const type of Object.values(schema.getTypeMap())) {
    if (!isObjectType(type) || type.name.startsWith('__')) continue;
    for (const field of Object.values(type.getFields())) {
      if (!field.args.some((argument) => argument.name === 'pageSize')) continue;
      const max = MAX_PAGE_SIZE_FOR[`${type.name}.${field.name}`] ?? MAX_PAGE_SIZE;
      const resolve = field.resolve ?? defaultFieldResolver;
      field.resolve = (source, args, context, info) => {
        if (typeof args.pageSize === 'number' && args.pageSize > max) throw new GraphQlInputException(pageSizeMessage(max));
        return resolve(source, args, context, info);
      };
    }
  }
  return schema;
}
