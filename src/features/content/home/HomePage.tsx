import { PageLoading } from '../../../lib/page/PageLoading';
import CMS from '../cms-page';
import { useHomePage } from './useHomePage';

/** / and /home: the store's home CMS page through the CMS root component. */
export default function HomePage() {
  const { identifier } = useHomePage();
  return identifier ? <CMS identifier={identifier} isHomePage /> : <PageLoading />;
}
