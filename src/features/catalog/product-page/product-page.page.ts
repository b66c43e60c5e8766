import { definePage } from '../../../app/pages/definePage';

export default definePage({
  name: 'product-page',
  routeType: 'PRODUCT',
  docksBottomBar: true,
  messages: ['product', 'price', 'gallery', 'productOptions', 'bundle', 'grouped', 'quantityStepper', 'reviews', 'relatedProducts', 'productCard', 'rating', 'breadcrumbs', 'wishlistToggle', 'compareToggle'],
  component: () => import('./Product'),
});
