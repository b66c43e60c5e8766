import { useQuery } from '@apollo/client/react';
import DOMPurify from 'dompurify';
import { useMemo } from 'react';
import { toEntityState, type EntityState } from '../entityState';
import { GET_CMS_PAGE } from './cmsPage.gql';
import { stripInlineStyles } from './stripInlineStyles';

export interface CmsPageView {
  /** For the document title. */
  title: string;
  heading: string;
  /** The content, sanitized. */
  html: string;
}

/** Inline styles are blocked by the shop's CSP; the stripping before parsing misses none of them. */
const SANITIZE_OPTIONS = { FORBID_TAGS: ['style'], FORBID_ATTR: ['style'] };

/** Talon: the CMS page by identifier, its content sanitized before it reaches the DOM. */
export function useCmsPage(identifier: string): EntityState<CmsPageView> {
  const { data, loading, error } = useQuery(GET_CMS_PAGE, { variables: { identifier }, fetchPolicy: 'cache-and-network' });
  const page = data?.cmsPage;
  const html = useMemo(() => DOMPurify.sanitize(stripInlineStyles(page?.content ?? ''), SANITIZE_OPTIONS), [page?.content]);
  const title = page ? page.meta_title || page.title || page.identifier || identifier : '';
  const view = page ? { title, heading: page.content_heading || page.title || title, html } : null;
  return toEntityState(view, { loading, error });
}
