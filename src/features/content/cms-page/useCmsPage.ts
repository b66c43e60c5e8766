import { useQuery } from '@apollo/client/react';
import { toEntityState, type EntityState } from '../../../app/MagentoRoute/entityState';
import { cmsPageRequest } from './cmsPage.gql';

export interface CmsPageView {
  /** For the document title: the meta title, else the title. */
  title: string;
  /** The content heading the merchant set, or null. */
  heading: string | null;
  /** The stored content (Page Builder or plain HTML), not yet sanitized. */
  content: string;
  metaDescription: string | null;
}

/** Talon: the CMS page by identifier. */
export function useCmsPage(identifier: string): EntityState<CmsPageView> {
  const request = cmsPageRequest(identifier);
  const { data, loading, error } = useQuery(request.query, { variables: request.variables, fetchPolicy: 'cache-and-network' });
  const page = data?.cmsPage;
  const view: CmsPageView | null = page
    ? {
        title: page.meta_title || page.title || page.identifier || identifier,
        heading: page.content_heading || null,
        content: page.content ?? '',
        metaDescription: page.meta_description || null,
      }
    : null;
  return toEntityState(view, { loading, error });
}
