import { DEFAULT_MESSAGE_IDS, ErrorView } from './ErrorView';

/** Shown when a page's data could not be fetched: the spec's default error text and a way home. */
export function InternalError() {
  return <ErrorView titleId="errorView.internalErrorTitle" headingId="notFound.header" messageId={DEFAULT_MESSAGE_IDS.internalError} />;
}
