import { screen, within } from '@testing-library/react';
import { fakeCategory } from '../../product-listing/__testUtils__/listingAnswers';
import { renderListing } from '../../product-listing/__testUtils__/renderListing';
import { Breadcrumbs } from '../Breadcrumbs';

const answer = ({ uid }: Record<string, string>) => ({ data: { categories: { __typename: 'CategoryResult', items: uid === 'NQ==' ? [fakeCategory(uid, 'Serum')] : [] } } });
const links = () => within(screen.getByRole('navigation', { name: 'Breadcrumb' })).queryAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')]);

describe('Breadcrumbs', () => {
  it('leads Home › the parents › the category, the category being the current page', async () => {
    await renderListing(<Breadcrumbs categoryUid="NQ==" />, { resolvers: { getBreadcrumbs: answer } });
    expect(await screen.findByText('Serum')).toHaveAttribute('aria-current', 'page');
    expect(links()).toEqual([
      ['Home', '/'],
      ['Skincare', '/skincare.html'],
      ['Face', '/skincare/face.html'],
    ]);
  });

  it("on a product page links the category too and ends with the product's name", async () => {
    await renderListing(<Breadcrumbs categoryUid="NQ==" currentLabel="Nalu Serum 30 ml" />, { resolvers: { getBreadcrumbs: answer } });
    expect(await screen.findByText('Nalu Serum 30 ml')).toHaveAttribute('aria-current', 'page');
    expect(links()).toEqual([
      ['Home', '/'],
      ['Skincare', '/skincare.html'],
      ['Face', '/skincare/face.html'],
      ['Serum', '/skincare/face/serum.html'],
    ]);
  });

  it('shows nothing (in reserved space) for an unknown category or a failed request', async () => {
    await renderListing(<Breadcrumbs categoryUid="OTk=" />, { resolvers: { getBreadcrumbs: answer } });
    expect(screen.getByRole('navigation', { name: 'Breadcrumb' })).toBeEmptyDOMElement();
  });
});
