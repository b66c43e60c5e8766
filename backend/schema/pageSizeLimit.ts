import { mapSchema, MapperKind } from '@graphql-tools/utils';
import { defaultFieldResolver, type GraphQLSchema } from 'graphql';
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

/** The schema with every field that takes a pageSize refusing one above its maximum (found from the SDL, so no paged field is missed). */
export function limitPageSizes(schema: GraphQLSchema): GraphQLSchema {
  return mapSchema(schema, {
    [MapperKind.OBJECT_FIELD]: (field, fieldName, typeName) => {
      if (!field.args?.pageSize) return field;
      const max = MAX_PAGE_SIZE_FOR[`${typeName}.${fieldName}`] ?? MAX_PAGE_SIZE;
      const resolve = field.resolve ?? defaultFieldResolver;
      return {
        ...field,
        resolve: (source, args, context, info) => {
          if (typeof args.pageSize === 'number' && args.pageSize > max) throw new GraphQlInputException(pageSizeMessage(max));
          return resolve(source, args, context, info);
        },
      };
    },
  });
}
