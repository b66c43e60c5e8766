import { useIntl } from 'react-intl';
import { useTitle } from '../lib/page/useTitle';

/**
 * Every page of the routes table is titled "<its title> - <store name>" from the table itself, so a
 * page cannot forget it. Rendered before the page: a page that names itself more precisely (a blog
 * post, an order) sets the title after this, and wins.
 */
export function RouteTitle({ titleId }: { titleId: string }) {
  useTitle(useIntl().formatMessage({ id: titleId }));
  return null;
}
