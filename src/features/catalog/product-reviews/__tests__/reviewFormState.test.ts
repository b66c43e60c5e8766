import { ratingFieldName, reviewFormAccess, toReviewInput, type ReviewFormFacts } from '../reviewFormState';

const facts = (overrides: Partial<ReviewFormFacts> = {}): ReviewFormFacts => ({
  loading: false,
  failed: false,
  reviewsEnabled: '1',
  guestsAllowed: '1',
  isSignedIn: false,
  ...overrides,
});

describe('reviewFormAccess', () => {
  it.each<[string, Partial<ReviewFormFacts>, ReturnType<typeof reviewFormAccess>]>([
    ['still loading', { loading: true }, 'loading'],
    ['not answered', { failed: true }, 'failed'],
    ['reviews off', { reviewsEnabled: '0', isSignedIn: true }, 'unavailable'],
    ['a guest where only customers write', { guestsAllowed: '0' }, 'signInRequired'],
    ['a customer where only customers write', { guestsAllowed: '0', isSignedIn: true }, 'open'],
    ['a guest where guests write', {}, 'open'],
    ["a store that does not say (Magento's defaults: on, guests allowed)", { reviewsEnabled: null, guestsAllowed: undefined }, 'open'],
  ])('%s', (_case, overrides, access) => {
    expect(reviewFormAccess(facts(overrides))).toBe(access);
  });
});

describe('toReviewInput', () => {
  const ratings = [
    { id: 'MQ==', name: 'Quality', values: [{ value_id: 'MQ==', value: '1' }, { value_id: 'NQ==', value: '5' }] },
    { id: 'Mg==', name: 'Value', values: [{ value_id: 'Ng==', value: '1' }] },
    { id: 'Mw==', name: 'Price', values: [{ value_id: 'MTE=', value: '1' }] },
  ];

  it('trims the texts and sends one vote per chosen rating, leaving out any value not of its rating', () => {
    const values = { nickname: ' Sari ', summary: 'Gentle\n', text: ' <b>ok</b> ', [ratingFieldName(0)]: 'NQ==', [ratingFieldName(1)]: 'MQ==' };
    expect(toReviewInput('SKU-1', values, ratings)).toEqual({
      sku: 'SKU-1',
      nickname: 'Sari',
      summary: 'Gentle',
      text: '<b>ok</b>',
      ratings: [{ id: 'MQ==', value_id: 'NQ==' }],
    });
  });

  it('reads missing texts as empty', () => {
    expect(toReviewInput('SKU-1', {}, [])).toEqual({ sku: 'SKU-1', nickname: '', summary: '', text: '', ratings: [] });
  });
});
