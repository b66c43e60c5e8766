import {
  GraphQLError,
  isInputObjectType,
  isListType,
  isNonNullType,
  isNullableType,
  isTypeSubTypeOf,
  Kind,
  specifiedRules,
  typeFromAST,
  VariablesInAllowedPositionRule,
  GraphQLList,
  GraphQLNonNull,
  type ASTVisitor,
  type GraphQLInputType,
  type GraphQLSchema,
  type ValidationContext,
  type ValidationRule,
  type ValueNode,
  type VariableDefinitionNode,
} from 'graphql';

// graphql-js's "variables in allowed position" rule with one deliberate tolerance. Magento made the
// street lines of a cart address non-null items (`CartAddressInput.street: [String!]!` in 2.4.7);
// Venia 14.5 still declares `$street: [String]!` there (its free-payment billing address), which the
// standard rule refuses before anything runs. Here such a list variable is let in, and only there:
// the address code drops null lines like empty ones (backend/checkout/addresses.ts), so a null item
// changes nothing. The schema itself keeps Magento's exact modifiers (schemaConformance.test.ts).
const TOLERATED_POSITIONS = new Set(['CartAddressInput.[String!]!']);

/** The type with the non-null marks of its list items taken off ([String!]! → [String]!). */
function withNullableItems(type: GraphQLInputType): GraphQLInputType {
  if (isNonNullType(type)) return new GraphQLNonNull(withNullableItems(type.ofType) as GraphQLList<GraphQLInputType>);
  if (isListType(type)) return new GraphQLList(isNonNullType(type.ofType) ? type.ofType.ofType : type.ofType);
  return type;
}

/** As graphql-js: a nullable variable may stand where a non-null is wanted only with a default on either side. */
function allowedUsage(schema: GraphQLSchema, varType: GraphQLInputType, varDefault: ValueNode | undefined, location: GraphQLInputType, locationHasDefault: boolean): boolean {
  if (isNonNullType(location) && !isNonNullType(varType)) {
    const hasNonNullVarDefault = varDefault !== undefined && varDefault.kind !== Kind.NULL;
    return (hasNonNullVarDefault || locationHasDefault) && isTypeSubTypeOf(schema, varType, location.ofType);
  }
  return isTypeSubTypeOf(schema, varType, location);
}

export function VariablesInAllowedPositionForOlderClientsRule(context: ValidationContext): ASTVisitor {
  let definitions = new Map<string, VariableDefinitionNode>();
  return {
    OperationDefinition: {
      enter() {
        definitions = new Map();
      },
      leave(operation) {
        const schema = context.getSchema();
        for (const { node, type, defaultValue, parentType } of context.getRecursiveVariableUsages(operation)) {
          const definition = definitions.get(node.name.value);
          const varType = definition && type ? (typeFromAST(schema, definition.type) as GraphQLInputType | undefined) : undefined;
          if (!definition || !type || !varType) continue;
          const locationHasDefault = defaultValue !== undefined;
          const tolerated = isInputObjectType(parentType) && TOLERATED_POSITIONS.has(`${parentType.name}.${String(type)}`);
          const allowed = allowedUsage(schema, varType, definition.defaultValue, tolerated ? withNullableItems(type) : type, locationHasDefault);
          if (!allowed) {
            context.reportError(
              new GraphQLError(`Variable "$${node.name.value}" of type "${String(varType)}" used in position expecting type "${String(type)}".`, { nodes: [definition, node] }),
            );
          }
          if (isInputObjectType(parentType) && parentType.isOneOf && isNullableType(varType)) {
            context.reportError(
              new GraphQLError(`Variable "$${node.name.value}" is of type "${String(varType)}" but must be non-nullable to be used for OneOf Input Object "${parentType.name}".`, {
                nodes: [definition, node],
              }),
            );
          }
        }
      },
    },
    VariableDefinition(node) {
      definitions.set(node.variable.name.value, node);
    },
  };
}

/** The standard rules, the one above in place of graphql-js's own. */
export const BACKEND_VALIDATION_RULES: readonly ValidationRule[] = specifiedRules.map((rule) =>
  rule === VariablesInAllowedPositionRule ? VariablesInAllowedPositionForOlderClientsRule : rule,
);
