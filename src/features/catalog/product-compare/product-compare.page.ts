import { definePage } from '../../../app/pages/definePage';

// The comparison: each product's head reuses the card's price and Add to Cart.
export default definePage({
  name: 'product-compare',
  paths: ['/product-compare'],
  titleId: 'productCompare.title',
  messages: ['productCompare', 'compareToggle', 'productCard'],
  component: () => import('./ProductComparePage'),
});
