import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { render, screen, within } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { Observable } from 'rxjs';
import { DEFAULT_STORE_NAME } from '../../storeConfig/useStoreName';
import { Card } from '../Card';
import { FormPage } from '../FormPage';

const MESSAGES = { 'test.title': 'Contact Us', 'test.form': 'Drop us a message' };

/** The document title asks for the store's name: this shop never answers, so the default name stays. */
const silentClient = () => new ApolloClient({ link: new ApolloLink(() => new Observable(() => undefined)), cache: new InMemoryCache() });

function renderPage(element?: 'div' | 'article') {
  return render(
    <IntlProvider locale="en-US" messages={MESSAGES}>
      <ApolloProvider client={silentClient()}>
        <FormPage titleId="test.title" as={element}>
          <Card headingId="form-heading" heading="Drop us a message" intro="We answer within a day.">
            <form aria-label="Message">
              <button type="submit">Send</button>
            </form>
          </Card>
          <aside>Our address</aside>
        </FormPage>
      </ApolloProvider>
    </IntlProvider>,
  );
}

describe('FormPage', () => {
  it('names the page in its heading and the document title, then shows its cards', () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeInTheDocument();
    expect(document.title).toBe(`Contact Us - ${DEFAULT_STORE_NAME}`);
    expect(screen.getByRole('form', { name: 'Message' })).toBeInTheDocument();
    expect(screen.getByText('Our address')).toBeInTheDocument();
  });

  it('is an article when the page stands on its own', () => {
    renderPage('article');
    expect(screen.getByRole('article')).toContainElement(screen.getByRole('heading', { level: 1, name: 'Contact Us' }));
  });
});

describe('Card', () => {
  it('is a region named by its heading, its intro under the heading and its content after', () => {
    renderPage();
    const card = screen.getByRole('region', { name: 'Drop us a message' });
    expect(within(card).getByRole('heading', { level: 2, name: 'Drop us a message' })).toHaveAttribute('id', 'form-heading');
    const intro = within(card).getByText('We answer within a day.');
    expect(intro.compareDocumentPosition(within(card).getByRole('form'))).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
  });

  it("carries the page's own heading when the page is one card", () => {
    render(<Card headingId="sign-in" heading="Sign In" level={1} />);
    expect(screen.getByRole('region', { name: 'Sign In' })).toContainElement(screen.getByRole('heading', { level: 1, name: 'Sign In' }));
    expect(screen.getByRole('region').querySelector('p')).toBeNull();
  });
});
