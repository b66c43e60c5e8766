import { useQuery } from '@apollo/client/react';
import { useMemo } from 'react';
import { sanitizeHtml } from '../../lib/sanitize';
import { toEntityState, type EntityState } from '../entityState';
import { GET_CMS_PAGE } from './cmsPage.gql';

export interface CmsPageView {
  /** For the document title. */
  title: string;
  heading: string;
  /** The content, sanitized. */
  html: string;
}

/** Talon: the CMS page by identifier, its content sanitized before it reaches the DOM. */
export function useCmsPage(identifier: string): EntityState<CmsPageView> {
  const { data, loading, error } = useQuery(GET_CMS_PAGE, { variables: { identifier }, fetchPolicy: 'cache-and-network' });
  const page = data?.cmsPage;
  const html = useMemo(() => sanitizeHtml(page?.content), [page?.content]);
  const title = page ? page.meta_title || page.title || page.identifier || identifier : '';
  const view = page ? { title, heading: page.content_heading || page.title || title, html } : null;
  return toEntityState(view, { loading, error });
}
