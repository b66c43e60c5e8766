import { type GetCategoryTreeQuery } from '../../../__generated__/operations';

/** A category as the tree shows it: a link when it has a URL, its children sorted. */
export interface CategoryTreeEntry {
  uid: string;
  name: string;
  /** The category page, e.g. /skincare/face.html; null for a category without a URL. */
  path: string | null;
  imageUrl: string | null;
  children: CategoryTreeEntry[];
}

interface CategoryNode {
  uid: string;
  name?: string | null;
  image?: string | null;
  url_path?: string | null;
  url_suffix?: string | null;
  position?: number | null;
  children?: ReadonlyArray<CategoryNode | null> | null;
}

/** spec §3: children by position, then by uid. */
function byPosition(a: CategoryNode, b: CategoryNode): number {
  const byPos = (a.position ?? 0) - (b.position ?? 0);
  if (byPos !== 0) return byPos;
  return a.uid < b.uid ? -1 : a.uid > b.uid ? 1 : 0;
}

function toEntry(node: CategoryNode): CategoryTreeEntry {
  return {
    uid: node.uid,
    name: node.name ?? '',
    path: node.url_path ? `/${node.url_path}${node.url_suffix ?? ''}` : null,
    imageUrl: node.image ?? null,
    children: entriesOf(node.children),
  };
}

function entriesOf(nodes: ReadonlyArray<CategoryNode | null> | null | undefined): CategoryTreeEntry[] {
  return (nodes ?? [])
    .filter((node): node is CategoryNode => Boolean(node?.name))
    .sort(byPosition)
    .map(toEntry);
}

/** The top-level categories under the store root (the root itself is never shown: it has no URL). */
export function categoryTreeEntries(data: GetCategoryTreeQuery | undefined): CategoryTreeEntry[] {
  const root = data?.categories?.items?.[0];
  return root ? entriesOf(root.children) : [];
}
