import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import styles from '../frame/account.module.css';
import { AccountPage } from '../frame/AccountPage';
import { productImageSources } from '../../catalog/product-card/productImage';
import { useWishlistPage, type WishlistPageTalon } from './useWishlistPage';
import wishlist from './wishlist.module.css';

type Item = WishlistPageTalon['items'][number];

function WishlistLine({ item, talon }: { item: Item; talon: WishlistPageTalon }) {
  const { formatMessage } = useIntl();
  const product = item.product;
  if (!product) return null;
  const image = product.small_image?.url ? productImageSources(product.small_image.url) : null;
  const price = product.price_range.minimum_price;
  const discounted = price.regular_price.value !== null && price.final_price.value !== null && price.regular_price.value > price.final_price.value;
  const inStock = product.stock_status !== 'OUT_OF_STOCK';
  const busy = talon.busyItem === item.id;
  const message = talon.message?.itemId === item.id ? talon.message : null;
  const options = 'configurable_options' in item ? (item.configurable_options ?? []) : [];
  return (
    <li className={wishlist.line}>
      {image ? <img className={wishlist.image} src={image.src} srcSet={image.srcSet} sizes="96px" width={96} height={120} alt={product.name ?? ''} loading="lazy" /> : <span className={wishlist.image} />}
      <div className={wishlist.details}>
        <Link className={wishlist.name} to={`/${product.url_key}${product.url_suffix ?? ''}`}>
          {product.name}
        </Link>
        {options.map((option) => (option ? <span key={option.option_label} className={styles.muted}>{`${option.option_label}: ${option.value_label}`}</span> : null))}
        <span className={wishlist.price}>
          {formatMessage({ id: 'wishlist.price' })} {talon.formatPrice(price.final_price)}
          {discounted ? <s className={wishlist.regular}>{talon.formatPrice(price.regular_price)}</s> : null}
        </span>
        {inStock ? null : (
          <span className={styles.error}>
            <FormattedMessage id="wishlist.outOfStock" />
          </span>
        )}
        {message ? (
          <p className={message.kind === 'error' ? styles.error : styles.success} role={message.kind === 'error' ? 'alert' : 'status'}>
            {message.kind === 'error' ? message.text : formatMessage({ id: message.text })}
          </p>
        ) : null}
      </div>
      <div className={wishlist.actions}>
        <button type="button" className={styles.primary} disabled={busy || !inStock} aria-busy={busy} onClick={() => void talon.addToCart(item.id)}>
          <FormattedMessage id="wishlist.addToCart" />
        </button>
        <button type="button" className={styles.link} disabled={busy} onClick={() => void talon.remove(item.id)} aria-label={formatMessage({ id: 'wishlist.removeItem' }, { name: product.name })}>
          <FormattedMessage id="wishlist.remove" />
        </button>
      </div>
    </li>
  );
}

/** /wishlist: the customer's saved products, to add to the cart or remove; more on request. */
export default function WishlistPage() {
  const talon = useWishlistPage();
  return (
    <AccountPage titleId="wishlist.title" isLoading={talon.isLoading}>
      {talon.error ? (
        <p className={styles.error} role="alert">
          {talon.error}
        </p>
      ) : talon.items.length === 0 ? (
        <div className={styles.card}>
          <p className={styles.muted}>
            <FormattedMessage id="wishlist.empty" />
          </p>
          <Link className={styles.secondary} to="/">
            <FormattedMessage id="wishlist.continueShopping" />
          </Link>
        </div>
      ) : (
        <>
          <p className={styles.muted}>
            <FormattedMessage id="wishlist.count" values={{ count: talon.count }} />
          </p>
          <ul className={wishlist.lines}>
            {talon.items.map((item) => (
              <WishlistLine key={item.id} item={item} talon={talon} />
            ))}
          </ul>
          {talon.hasMore ? (
            <button type="button" className={styles.secondary} disabled={talon.isLoadingMore} aria-busy={talon.isLoadingMore} onClick={() => void talon.showMore()}>
              <FormattedMessage id="wishlist.showMore" />
            </button>
          ) : null}
        </>
      )}
    </AccountPage>
  );
}
