import { FormattedMessage } from 'react-intl';

/** Shown while a page chunk loads: the shell's skeleton plus the spec's loading text. */
export function PageLoading() {
  return (
    <div role="status" aria-live="polite">
      <p>
        <FormattedMessage id="app.loading" />
      </p>
      <div className="shell-skeleton shell-skeleton-banner" />
    </div>
  );
}
