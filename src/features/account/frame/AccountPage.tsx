import { type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import account from './account.module.css';
import styles from './accountPage.module.css';
import { AccountNav } from './AccountNav';

interface AccountPageProps {
  /** i18n id of the page's heading (the route's title). */
  titleId: string;
  /** Beside the heading (e.g. an "Add an address" button). */
  actions?: ReactNode;
  /** The page's data is on its way: "Fetching Data..." in place of the content. */
  isLoading?: boolean;
  /** Why the page's data could not be read (Magento's message), shown as an alert above the content. */
  error?: string | null;
  /** i18n id of a note above the content (e.g. a feature this shop does not offer). */
  noticeId?: string | null;
  children?: ReactNode;
}

/** The frame of every account page: the areas' sidebar (from 768 px), the page's heading and its content. */
export function AccountPage({ titleId, actions, isLoading = false, error = null, noticeId = null, children }: AccountPageProps) {
  return (
    <div className={styles.root}>
      <AccountNav variant="sidebar" />
      <section className={styles.content} aria-labelledby="account-page-heading">
        <header className={styles.header}>
          <h1 id="account-page-heading" className={styles.heading}>
            <FormattedMessage id={titleId} />
          </h1>
          {actions}
        </header>
        {error ? (
          <p className={account.error} role="alert">
            {error}
          </p>
        ) : null}
        {noticeId ? (
          <p className={account.muted}>
            <FormattedMessage id={noticeId} />
          </p>
        ) : null}
        {isLoading ? (
          <p role="status" className={styles.loading}>
            <FormattedMessage id="app.loading" />
          </p>
        ) : (
          children
        )}
      </section>
    </div>
  );
}
