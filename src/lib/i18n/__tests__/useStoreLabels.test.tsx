import { ApolloProvider } from '@apollo/client/react';
import { render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import enUS from '../../../../i18n/en_US.json';
import idID from '../../../../i18n/id_ID.json';
import { createFakeClient } from '../../../app/__testUtils__/fakeGraphql';
import { GET_LOCALE } from '../../storeConfig/locale.gql';
import { labelKey, useStoreLabels } from '../useStoreLabels';

const MESSAGES: Record<string, Record<string, string>> = { 'en-US': enUS, 'id-ID': { ...enUS, ...idID } };

function Probe({ label, prefix, text }: { label: string; prefix: string; text: string }) {
  const labels = useStoreLabels();
  return (
    <>
      <p data-testid="label">{labels.label(label, prefix)}</p>
      <p data-testid="text">{labels.storeText(text) ?? '(the shop’s own)'}</p>
    </>
  );
}

/** Magento's store view speaks `storeLocale`; the shop is shown in `shown`. */
function renderProbe(storeLocale: string, shown: 'en-US' | 'id-ID', props: { label: string; prefix: string; text?: string }) {
  const { client } = createFakeClient();
  client.writeQuery({ query: GET_LOCALE, data: { storeConfig: { store_code: 'default', locale: storeLocale } } });
  const { unmount } = render(
    <ApolloProvider client={client}>
      <IntlProvider locale={shown} messages={MESSAGES[shown]}>
        <Probe text="Search for products, brands and more..." {...props} />
      </IntlProvider>
    </ApolloProvider>,
  );
  const shownTexts = { label: screen.getByTestId('label').textContent, text: screen.getByTestId('text').textContent };
  unmount();
  return shownTexts;
}

describe('useStoreLabels', () => {
  it("shows Magento's labels and texts as they are when the shop speaks the store view's language", () => {
    expect(renderProbe('en_US', 'en-US', { label: 'Pending Payment', prefix: 'order.status.' })).toEqual({
      label: 'Pending Payment',
      text: 'Search for products, brands and more...',
    });
    // An Indonesian store view: Magento's own Indonesian labels stay.
    expect(renderProbe('id_ID', 'id-ID', { label: 'Diproses', prefix: 'order.status.', text: 'Cari di Jingga' })).toEqual({ label: 'Diproses', text: 'Cari di Jingga' });
  });

  it('in another language translates the labels the shop knows, keeps the others, and leaves the store’s text out', () => {
    expect(renderProbe('en_US', 'id-ID', { label: 'Pending Payment', prefix: 'order.status.' })).toEqual({ label: 'Menunggu Pembayaran', text: '(the shop’s own)' });
    expect(renderProbe('en_US', 'id-ID', { label: 'Skin Type', prefix: 'filters.label.' }).label).toBe('Jenis Kulit');
    expect(renderProbe('en_US', 'id-ID', { label: 'Awaiting Courier', prefix: 'order.status.' }).label).toBe('Awaiting Courier');
  });

  it('keys a label by its words', () => {
    expect(labelKey(' On Hold ')).toBe('on_hold');
    expect(labelKey('Skin-Type / Concern')).toBe('skin_type_concern');
  });
});
