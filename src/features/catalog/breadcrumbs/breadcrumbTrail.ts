import { type BreadcrumbsCategoryFieldsFragment } from '../../../__generated__/operations';

export interface BreadcrumbLink {
  key: string;
  label: string;
  /** null for the last crumb: the page itself. */
  path: string | null;
}

const categoryPath = (urlPath: string | null | undefined, suffix: string | null | undefined) => (urlPath ? `/${urlPath}${suffix ?? ''}` : null);

/**
 * Home › the category's ancestors (top level first) › the category; with `currentLabel` (a
 * product page) the category becomes a link too and the label is the last crumb.
 */
export function breadcrumbTrail(
  category: BreadcrumbsCategoryFieldsFragment | null | undefined,
  { homeLabel, currentLabel }: { homeLabel: string; currentLabel?: string },
): BreadcrumbLink[] {
  const trail: BreadcrumbLink[] = [{ key: 'home', label: homeLabel, path: '/' }];
  if (category) {
    const ancestors = [...(category.breadcrumbs ?? [])]
      .filter((crumb): crumb is NonNullable<typeof crumb> => Boolean(crumb?.category_name) && crumb?.category_uid !== category.uid)
      .sort((a, b) => (a.category_level ?? 0) - (b.category_level ?? 0));
    for (const crumb of ancestors) {
      trail.push({ key: crumb.category_uid, label: crumb.category_name ?? '', path: categoryPath(crumb.category_url_path, category.url_suffix) });
    }
    trail.push({ key: category.uid, label: category.name ?? '', path: currentLabel ? categoryPath(category.url_path, category.url_suffix) : null });
  }
  if (currentLabel) trail.push({ key: 'current', label: currentLabel, path: null });
  return trail;
}
