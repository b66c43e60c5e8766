import fs from 'node:fs';
import path from 'node:path';
import { mergeTypeDefs } from '@graphql-tools/merge';
import { Kind, type DocumentNode, type FieldDefinitionNode, type InterfaceTypeDefinitionNode, type NamedTypeNode, type ObjectTypeDefinitionNode } from 'graphql';

export const SCHEMA_DIR = __dirname;
export const EXTENSIONS_DIR = path.join(__dirname, 'extensions');

const sdlFiles = (dir: string): string[] =>
  fs
    .readdirSync(dir)
    .filter((name) => name.endsWith('.graphql'))
    .sort()
    .map((name) => path.join(dir, name));

/** The SDL files of the backend: Magento core subset first, then our extensions. */
export function schemaFiles(): { core: string[]; extensions: string[] } {
  return { core: sdlFiles(SCHEMA_DIR), extensions: sdlFiles(EXTENSIONS_DIR) };
}

type Composite = ObjectTypeDefinitionNode | InterfaceTypeDefinitionNode;

/**
 * Magento's schema reader copies interface fields into the types that implement them (and adds
 * interfaces implemented through other interfaces), so its SDL lists each field once. We write
 * our SDL the same way and do the copying here, before graphql-js sees it.
 */
export function inheritInterfaceFields(document: DocumentNode): DocumentNode {
  const interfaces = new Map<string, InterfaceTypeDefinitionNode>();
  for (const def of document.definitions) if (def.kind === Kind.INTERFACE_TYPE_DEFINITION) interfaces.set(def.name.value, def);

  const allInterfaces = (names: readonly NamedTypeNode[], seen = new Map<string, NamedTypeNode>()): Map<string, NamedTypeNode> => {
    for (const named of names) {
      if (seen.has(named.name.value)) continue;
      seen.set(named.name.value, named);
      allInterfaces(interfaces.get(named.name.value)?.interfaces ?? [], seen);
    }
    return seen;
  };

  const withInherited = (def: Composite): Composite => {
    if (!def.interfaces?.length) return def;
    const implemented = allInterfaces(def.interfaces);
    const fields: FieldDefinitionNode[] = [...(def.fields ?? [])];
    const own = new Set(fields.map((field) => field.name.value));
    for (const name of implemented.keys()) {
      for (const field of interfaces.get(name)?.fields ?? []) {
        if (!own.has(field.name.value)) {
          own.add(field.name.value);
          fields.push(field);
        }
      }
    }
    return { ...def, interfaces: [...implemented.values()], fields } as Composite;
  };

  return {
    ...document,
    definitions: document.definitions.map((def) =>
      def.kind === Kind.OBJECT_TYPE_DEFINITION || def.kind === Kind.INTERFACE_TYPE_DEFINITION ? withInherited(def) : def,
    ),
  };
}

/** Every SDL file merged (types defined in several files become one), interface fields inherited. */
export function loadTypeDefs(): DocumentNode {
  const { core, extensions } = schemaFiles();
  return inheritInterfaceFields(mergeTypeDefs([...core, ...extensions].map((file) => fs.readFileSync(file, 'utf8'))));
}
