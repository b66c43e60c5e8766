import { useQuery } from '@apollo/client/react';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { useCallback, useMemo, useState } from 'react';
import { sanitizeHtml } from '../../../lib/sanitize';
import { FAQ_PAGE } from './faq.gql';
import { parseFaq, questionCount, type FaqContent } from './parseFaq';

/** The CMS page the FAQ reads (backend/seed/content/pages.ts). */
export const FAQ_IDENTIFIER = 'faq';

export type FaqState =
  | { status: 'loading' }
  | { status: 'notFound' }
  | { status: 'error' }
  /** No questions to be found: the page's content as it is. */
  | { status: 'content'; heading: string; html: string }
  | { status: 'questions'; heading: string; content: FaqContent };

/** Magento answers a missing or disabled CMS page with a no-such-entity error. */
export function isMissingPage(error: unknown): boolean {
  return CombinedGraphQLErrors.is(error) && error.errors.some((graphQLError) => graphQLError.extensions?.category === 'graphql-no-such-entity');
}

/**
 * Talon of /faq: the FAQ's CMS page read into topics of questions (parseFaq), or its content when
 * it holds none; and which questions are open (all closed at first).
 */
export function useFaq() {
  const { data, loading, error } = useQuery(FAQ_PAGE, { variables: { identifier: FAQ_IDENTIFIER }, fetchPolicy: 'cache-and-network' });
  const page = data?.cmsPage;
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set());

  const state = useMemo((): FaqState => {
    if (!page) {
      if (loading) return { status: 'loading' };
      return !error || isMissingPage(error) ? { status: 'notFound' } : { status: 'error' };
    }
    const heading = page.content_heading || page.title || '';
    const html = page.content ?? '';
    const content = parseFaq(sanitizeHtml(html));
    return questionCount(content) > 0 ? { status: 'questions', heading, content } : { status: 'content', heading, html };
  }, [error, loading, page]);

  const toggle = useCallback((id: string) => {
    setOpen((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  }, []);
  const isOpen = useCallback((id: string) => open.has(id), [open]);

  return { state, isOpen, toggle };
}
