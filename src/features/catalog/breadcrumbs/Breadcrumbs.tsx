import { Fragment } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import styles from './breadcrumbs.module.css';
import { useBreadcrumbs, type BreadcrumbsProps } from './useBreadcrumbs';

/** spec §2 "Breadcrumbs show the current category": Home › parents › the category (or › a product). */
export function Breadcrumbs(props: BreadcrumbsProps) {
  const { formatMessage } = useIntl();
  const { trail } = useBreadcrumbs(props);
  return (
    <nav className={styles.root} aria-label={formatMessage({ id: 'breadcrumbs.label' })}>
      {trail.length > 0 && (
        <ol className={styles.list}>
          {trail.map((crumb, index) => (
            <Fragment key={crumb.key}>
              {index > 0 && (
                <li className={styles.separator} aria-hidden="true">
                  ›
                </li>
              )}
              <li className={styles.item}>
                {crumb.path ? (
                  <Link className={styles.link} to={crumb.path}>
                    {crumb.label}
                  </Link>
                ) : (
                  <span className={styles.current} aria-current="page">
                    {crumb.label}
                  </span>
                )}
              </li>
            </Fragment>
          ))}
        </ol>
      )}
    </nav>
  );
}
