import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import { MessagePage, messagePageStyles, type MessagePageProps } from './MessagePage';

/** spec §2 default texts of the error view. */
export const DEFAULT_MESSAGE_IDS = {
  notFound: 'errorView.notFoundMessage',
  internalError: 'errorView.internalErrorMessage',
} as const;

export type ErrorViewProps = Omit<MessagePageProps, 'children' | 'kind'>;

/** A page that could not be shown: heading, label, message and the button back home. */
export function ErrorView(props: ErrorViewProps) {
  return (
    <MessagePage {...props} kind="error">
      <Link className={messagePageStyles.button} to="/">
        <FormattedMessage id="errorView.backToHome" />
      </Link>
    </MessagePage>
  );
}
