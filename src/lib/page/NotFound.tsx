import { ErrorView } from './ErrorView';

/** spec §2 not-found page: "Ooops!", "PAGE NOT FOUND", the message and "Back to Homepage". */
export function NotFound() {
  return <ErrorView titleId="notFound.title" headingId="notFound.header" labelId="notFound.label" messageId="notFound.message" />;
}
