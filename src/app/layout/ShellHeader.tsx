import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { type RouteChrome } from './useRouteChrome';

/**
 * The header until the real one lands (same classes as the static shell in template.html).
 * The real header reads `chrome` (checkoutHeader, hideCartTrigger, mobileTitleId, isHome).
 */
export function ShellHeader(_props: { chrome: RouteChrome }) {
  const { formatMessage } = useIntl();
  return (
    <header className="shell-header">
      <div className="shell-header-inner">
        <Link to="/">
          <img src="/logo.svg" alt={formatMessage({ id: 'header.logoAlt' })} width={134} height={32} />
        </Link>
      </div>
    </header>
  );
}
