// Fetches (or reuses) the pinned packs and builds every operation they ship.
import { Kind } from 'graphql';
import { buildOperations, type ThirdPartyOperation } from './documents';
import { packageDocuments } from './extract';
import { PINNED_PACKAGES, type PinnedPackage } from './packages';
import { ensurePackages, type UnpackedPackage } from './packs';

export interface PackageDefinitions {
  operations: number;
  fragments: number;
  /** Files or gql`` literals that are not valid GraphQL, with the parser's message. */
  unparsable: string[];
}

export interface LoadedOperations {
  packages: UnpackedPackage[];
  /** What each package ships, by npm name (a product-type package may hold only fragments). */
  definitions: Map<string, PackageDefinitions>;
  operations: ThirdPartyOperation[];
}

export function loadThirdPartyOperations(pinned: readonly PinnedPackage[] = PINNED_PACKAGES): LoadedOperations {
  const packages = ensurePackages(pinned);
  const sources = packages.map((pkg) => ({ name: pkg.name, family: pkg.family, documents: packageDocuments(pkg.dir) }));
  const definitions = new Map(
    sources.map(({ name, documents }): [string, PackageDefinitions] => {
      const all = documents.flatMap((doc) => doc.definitions);
      return [
        name,
        {
          operations: all.filter((d) => d.kind === Kind.OPERATION_DEFINITION).length,
          fragments: all.filter((d) => d.kind === Kind.FRAGMENT_DEFINITION).length,
          unparsable: documents.filter((doc) => doc.parseError).map((doc) => `${doc.file}: ${doc.parseError}`),
        },
      ];
    }),
  );
  return { packages, definitions, operations: buildOperations(sources) };
}
