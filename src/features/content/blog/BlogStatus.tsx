import { InternalError } from '../../../lib/page/InternalError';
import { NotFound } from '../../../lib/page/NotFound';
import { type BlogState } from './blogState';

/** The page shown instead of a blog page that cannot be: "Ooops!" for an unknown URL, the error page on failure; null otherwise. */
export function failurePage(state: BlogState<unknown>) {
  if (state.status === 'notFound') return <NotFound />;
  if (state.status === 'error') return <InternalError />;
  return null;
}
