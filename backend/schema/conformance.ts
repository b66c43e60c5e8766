import fs from 'node:fs';
import {
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isObjectType,
  parse,
  print,
  type DefinitionNode,
  type FieldDefinitionNode,
  type GraphQLSchema,
  type InputValueDefinitionNode,
} from 'graphql';
import { schemaFiles } from './sdl';

// Compares the backend's Magento-core SDL with Magento's own schema.
export type Named = DefinitionNode & { name: { value: string } };
const typeString = (node: FieldDefinitionNode | InputValueDefinitionNode) => print(node.type);

export function coreDefinitions(): Named[] {
  return schemaFiles().core.flatMap((file) =>
    parse(fs.readFileSync(file, 'utf8')).definitions.filter((d): d is Named => 'name' in d && Boolean(d.name)),
  );
}

/** Differences between our core SDL and Magento's schema, one line each. */
export function conformanceProblems(magento: GraphQLSchema, definitions: Named[]): string[] {
  const problems: string[] = [];
  for (const def of definitions) {
    const name = def.name.value;
    const theirs = magento.getType(name);
    if (!theirs) {
      problems.push(`type ${name} is not in Magento's schema`);
      continue;
    }
    if (def.kind === 'EnumTypeDefinition' || def.kind === 'EnumTypeExtension') {
      if (!isEnumType(theirs)) problems.push(`${name} is an enum here but not in Magento`);
      else for (const v of def.values ?? []) if (!theirs.getValue(v.name.value)) problems.push(`enum value ${name}.${v.name.value} is not in Magento`);
      continue;
    }
    if ('fields' in def && def.fields) {
      const kindOk =
        def.kind.startsWith('InputObject') ? isInputObjectType(theirs) : def.kind.startsWith('Interface') ? isInterfaceType(theirs) : isObjectType(theirs);
      if (!kindOk) {
        problems.push(`${name} is a different kind of type in Magento`);
        continue;
      }
      const theirFields = (theirs as { getFields(): Record<string, any> }).getFields();
      for (const field of def.fields as Array<FieldDefinitionNode | InputValueDefinitionNode>) {
        const theirField = theirFields[field.name.value];
        if (!theirField) {
          problems.push(`field ${name}.${field.name.value} is not in Magento`);
          continue;
        }
        if (String(theirField.type) !== typeString(field)) {
          problems.push(`field ${name}.${field.name.value} is ${typeString(field)} here but ${String(theirField.type)} in Magento`);
        }
        for (const arg of (field as FieldDefinitionNode).arguments ?? []) {
          const theirArg = theirField.args?.find((a: { name: string }) => a.name === arg.name.value);
          if (!theirArg) problems.push(`argument ${name}.${field.name.value}(${arg.name.value}) is not in Magento`);
          else if (String(theirArg.type) !== typeString(arg)) {
            problems.push(`argument ${name}.${field.name.value}(${arg.name.value}) is ${typeString(arg)} here but ${String(theirArg.type)} in Magento`);
          }
        }
      }
    }
    if ('interfaces' in def && def.interfaces && (isObjectType(theirs) || isInterfaceType(theirs))) {
      const theirInterfaces = theirs.getInterfaces().map((i) => i.name);
      for (const i of def.interfaces) if (!theirInterfaces.includes(i.name.value)) problems.push(`${name} implements ${i.name.value} here but not in Magento`);
    }
  }
  return problems;
}
