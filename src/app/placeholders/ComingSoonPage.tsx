import { MessagePage } from '../../lib/page/MessagePage';
import { type RoutePageProps } from '../routes';

/** The one placeholder for routes whose feature is not built yet: the page's title and "Coming soon". */
export default function ComingSoonPage({ titleId }: RoutePageProps) {
  return <MessagePage titleId={titleId} headingId={titleId} labelId="comingSoon.heading" messageId="comingSoon.message" kind="coming-soon" />;
}
