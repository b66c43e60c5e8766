import { type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';

/**
 * spec §2: while a page loads, "Fetching Data..." and a skeleton: the shell's banner
 * skeleton unless the caller knows the page's shape (e.g. a category's product grid).
 */
export function PageLoading({ skeleton }: { skeleton?: ReactNode }) {
  return (
    <div role="status" aria-live="polite">
      <p>
        <FormattedMessage id="app.loading" />
      </p>
      {skeleton ?? <div className="shell-skeleton shell-skeleton-banner" />}
    </div>
  );
}
