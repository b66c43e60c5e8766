import { type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import styles from './accountPage.module.css';
import { AccountNav } from './AccountNav';

interface AccountPageProps {
  /** i18n id of the page's heading (the route's title). */
  titleId: string;
  /** Beside the heading (e.g. an "Add an address" button). */
  actions?: ReactNode;
  /** The page's data is on its way: "Fetching Data..." in place of the content. */
  isLoading?: boolean;
  children?: ReactNode;
}

/** The frame of every account page: the areas' sidebar (from 768 px), the page's heading and its content. */
export function AccountPage({ titleId, actions, isLoading = false, children }: AccountPageProps) {
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
