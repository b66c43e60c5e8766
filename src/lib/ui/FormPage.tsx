import { type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Title } from '../page/Title';
import styles from './formPage.module.css';

interface FormPageProps {
  /** i18n id of the page's name: its heading and the document title. */
  titleId: string;
  /** 'article' for a page that stands on its own (the newsletter's pitch). */
  as?: 'div' | 'article';
  /** The page's own width, `composes: page from` this module's. */
  className?: string;
  /** The form's card (Card), and anything beside it. */
  children: ReactNode;
}

/** The frame of a page around a form: the document title, the page's heading, then its cards. */
export function FormPage({ titleId, as: Element = 'div', className, children }: FormPageProps) {
  const { formatMessage } = useIntl();
  return (
    <Element className={className ? `${styles.page} ${className}` : styles.page}>
      <Title>{formatMessage({ id: titleId })}</Title>
      <h1 className={styles.heading}>
        <FormattedMessage id={titleId} />
      </h1>
      {children}
    </Element>
  );
}
