import { FormattedMessage, useIntl } from 'react-intl';
import { Breadcrumbs } from '../breadcrumbs/Breadcrumbs';
import { BundleOptions } from '../product-bundle/BundleOptions';
import { Gallery } from '../product-gallery/Gallery';
import { GroupedItems } from '../product-grouped/GroupedItems';
import { ConfigurableOptions } from '../product-options/ConfigurableOptions';
import { CustomOptions } from '../product-custom-options/CustomOptions';
import { DownloadableLinks } from '../product-downloadable/DownloadableLinks';
import { ProductReviews } from '../product-reviews/ProductReviews';
import { QuantityStepper } from '../quantity-stepper/QuantityStepper';
import { RelatedProducts } from '../related-products/RelatedProducts';
import { Title } from '../../../lib/page/Title';
import { RatingStars } from '../../../lib/ui/RatingStars';
import { useBottomOverlay } from '../../../lib/ui/bottomOverlays';
import { BelowTheFold } from './BelowTheFold';
import { PriceBlock } from './PriceBlock';
import { type ProductView } from './productView';
import { PURCHASE_MESSAGE_ID, PurchaseMessage } from './PurchaseMessage';
import { WishlistHeart } from '../wishlist-toggle/WishlistHeart';
import { CompareButton } from '../compare-list/CompareButton';
import { useProductPage } from './useProductPage';
import classes from './productPage.module.css';
import { LazyRichContent } from '../../../pagebuilder/LazyRichContent';

/** spec §2/§3 product page, every product type: gallery left, details and Add to Cart right (stacked on phones). */
export function ProductPage({ product }: { product: ProductView }) {
  const { formatMessage } = useIntl();
  const talon = useProductPage(product);
  useBottomOverlay('buyBar', true); // a phone's buy bar has the bottom edge: lesser overlays wait (productPage.module.css)
  const { shown, configurable, bundle, grouped, custom, downloadable } = talon;
  const messageId = talon.problem || talon.cartError ? PURCHASE_MESSAGE_ID : undefined;

  return (
    <article className={classes.page}>
      <Title>{product.name}</Title>
      {product.categoryUid && (
        <div className={classes.breadcrumbs}>
          <Breadcrumbs categoryUid={product.categoryUid} currentLabel={product.name} />
        </div>
      )}
      <div className={classes.layout}>
        <div className={classes.media}>
          <Gallery images={shown.images} productName={product.name} />
        </div>
        <div className={classes.details}>
          <h1 className={classes.name}>{product.name}</h1>
          {product.reviewCount > 0 && (
            <a className={classes.ratingLink} href="#reviews">
              <RatingStars rating={product.rating} count={product.reviewCount} />
            </a>
          )}
          <p className={classes.sku}>
            <FormattedMessage id="product.sku" values={{ sku: shown.sku }} />
          </p>
          <PriceBlock price={shown.price} from={shown.priceIsFrom} startingPrice={shown.startingPrice} />
          <p className={shown.inStock ? classes.inStock : classes.outOfStock}>
            <FormattedMessage id={shown.inStock ? 'product.inStock' : 'product.outOfStock'} />
          </p>
          <LazyRichContent className={classes.shortDescription} html={product.shortDescription} />

          <form className={classes.form} onSubmit={talon.submit} noValidate aria-label={formatMessage({ id: 'product.purchase' }, { name: product.name })}>
            {product.configurable && (
              <ConfigurableOptions
                options={product.configurable.options}
                selection={configurable.selection}
                choose={configurable.choose}
                isAvailable={configurable.isAvailable}
                invalidCodes={talon.invalidCodes}
                errorId={messageId}
              />
            )}
            {product.bundle && (
              <BundleOptions
                options={product.bundle.options}
                currency={shown.price.currency}
                choice={bundle.choice}
                chooseOne={bundle.chooseOne}
                toggle={bundle.toggle}
                chooseMany={bundle.chooseMany}
                quantityText={bundle.quantityText}
                setQuantityText={bundle.setQuantityText}
                invalidUids={talon.invalidBundleUids}
                errorId={messageId}
              />
            )}
            {product.grouped && (
              <GroupedItems
                items={product.grouped}
                quantities={grouped.quantities}
                setQuantity={grouped.setQuantity}
                invalid={talon.problem?.id === 'product.groupedQuantityInvalid' || talon.problem?.id === 'product.groupedNothingChosen'}
                errorId={messageId}
              />
            )}
            {product.downloadable && (
              <DownloadableLinks
                offer={product.downloadable}
                currency={shown.price.currency}
                chosen={downloadable.chosen}
                toggle={downloadable.toggle}
                invalid={talon.linksInvalid}
                errorId={messageId}
              />
            )}
            {product.customOptions.length > 0 && (
              <CustomOptions
                options={product.customOptions}
                productPrice={talon.customBasePrice}
                currency={shown.price.currency}
                choice={custom.choice}
                setAnswer={custom.setAnswer}
                toggle={custom.toggle}
                chooseMany={custom.chooseMany}
                invalidUids={talon.invalidCustomUids}
                errorId={messageId}
              />
            )}
            <div className={classes.bar}>
              <div className={classes.actions}>
                {!product.grouped && (
                  <QuantityStepper
                    id="product-quantity"
                    label={formatMessage({ id: 'product.quantity' })}
                    hideLabel={talon.compact}
                    value={talon.quantity}
                    onChange={talon.setQuantity}
                    disabled={!shown.inStock}
                    invalid={talon.quantityInvalid}
                    describedBy={talon.quantityInvalid ? messageId : undefined}
                  />
                )}
                <button type="submit" className={classes.addToCart} disabled={!shown.inStock || talon.isAdding} aria-busy={talon.isAdding || undefined}>
                  <FormattedMessage id="product.addToCart" />
                </button>
                <WishlistHeart sku={product.sku} productName={product.name} className={classes.heart} />
              </div>
              <PurchaseMessage problem={talon.problem} cartError={talon.cartError} />
            </div>
          </form>
          <CompareButton productUid={product.uid} productName={product.name} variant="text" className={classes.compare} />
        </div>
      </div>

      {product.description && (
        <section className={classes.section} aria-labelledby="product-description">
          <h2 className={classes.sectionTitle} id="product-description">
            <FormattedMessage id="product.description" />
          </h2>
          <LazyRichContent className={classes.description} html={product.description} />
        </section>
      )}
      <ProductReviews urlKey={product.urlKey} productUid={product.uid} sku={product.sku} productName={product.name} reviewCount={product.reviewCount} rating={product.rating} />
      <BelowTheFold>
        <RelatedProducts urlKey={product.urlKey} productUid={product.uid} />
      </BelowTheFold>
    </article>
  );
}
