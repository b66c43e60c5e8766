import { ApolloLink, ApolloClient, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { act, render, waitFor } from '@testing-library/react';
import { Observable, Subject } from 'rxjs';
import { formatTitle } from '../formatTitle';
import { Title } from '../Title';
import { DEFAULT_STORE_NAME } from '../../storeConfig/useStoreName';

describe('formatTitle', () => {
  it('is the text, " - " and the store name', () => {
    expect(formatTitle('Skincare', 'Jingga Health & Beauty')).toBe('Skincare - Jingga Health & Beauty');
  });
});

describe('Title', () => {
  it('uses the default store name until getStoreName answers, then the answer', async () => {
    const answer = new Subject<ApolloLink.Result>();
    const sent: string[] = [];
    const link = new ApolloLink((operation) => {
      sent.push(operation.operationName ?? '');
      return new Observable((observer) => answer.subscribe(observer));
    });
    const client = new ApolloClient({ link, cache: new InMemoryCache() });
    render(
      <ApolloProvider client={client}>
        <Title>Wishlist</Title>
      </ApolloProvider>,
    );
    expect(document.title).toBe(`Wishlist - ${DEFAULT_STORE_NAME}`);
    expect(DEFAULT_STORE_NAME).toBe('Jingga Health & Beauty');
    expect(sent).toEqual(['getStoreName']);
    await act(async () => {
      answer.next({ data: { storeConfig: { __typename: 'StoreConfig', store_code: 'default', store_name: 'Toko Jingga' } } });
      answer.complete();
    });
    await waitFor(() => expect(document.title).toBe('Wishlist - Toko Jingga'));
  });
});
