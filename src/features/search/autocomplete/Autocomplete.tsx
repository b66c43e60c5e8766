import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { resizedImageUrl, densitySrcSet } from '../../../lib/images/resizedImageUrl';
import { usePriceFormatter } from '../../../lib/price/usePriceFormatter';
import { type SearchSuggestionsProps } from '../search-bar/SearchBar';
import styles from './autocomplete.module.css';
import { type AutocompleteStatus, type ProductSuggestion } from './autocompleteResults';
import { useAutocomplete } from './useAutocomplete';

/** Thumbnail 60 wide (spec §2), aspect 0.8 (spec §9). */
const THUMB_WIDTH = 60;
const THUMB_HEIGHT = 75;

const STATUS_MESSAGE_IDS: Record<AutocompleteStatus, string> = {
  prompt: 'autocomplete.prompt',
  invalidLength: 'autocomplete.invalidLength',
  loading: 'autocomplete.loading',
  error: 'autocomplete.error',
  empty: 'autocomplete.empty',
  summary: 'autocomplete.summary',
};

function ProductRow({ product }: { product: ProductSuggestion }) {
  const formatPrice = usePriceFormatter();
  return (
    <>
      {product.imageUrl ? (
        <img
          className={styles.thumbnail}
          src={resizedImageUrl(product.imageUrl, { width: THUMB_WIDTH, height: THUMB_HEIGHT })}
          srcSet={densitySrcSet(product.imageUrl, THUMB_WIDTH, THUMB_HEIGHT)}
          width={THUMB_WIDTH}
          height={THUMB_HEIGHT}
          alt=""
        />
      ) : (
        <span className={styles.thumbnail} />
      )}
      <span className={styles.productText}>
        <span className={styles.productName}>{product.name}</span>
        <span className={styles.prices}>
          <span className={styles.finalPrice}>{formatPrice(product.finalPrice)}</span>
          {product.regularPrice ? (
            <>
              <s className={styles.regularPrice}>
                <span className={styles.visuallyHidden}>
                  <FormattedMessage id="autocomplete.regularPrice" />{' '}
                </span>
                {formatPrice(product.regularPrice)}
              </s>
              <span className={styles.percentOff}>
                <FormattedMessage id="autocomplete.percentOff" values={{ percent: product.percentOff }} />
              </span>
            </>
          ) : null}
        </span>
      </span>
    </>
  );
}

/**
 * The autocomplete dropdown under the header's search field (loaded when the field is first
 * focused): a status message, category suggestions, then "Product Suggestions" (ARIA listbox).
 */
export default function Autocomplete(props: SearchSuggestionsProps) {
  const { formatMessage } = useIntl();
  const talon = useAutocomplete(props);
  const headingId = useId();
  if (!talon.isOpen) return null;
  const optionProps = (index: number) => ({
    id: talon.optionId(index),
    role: 'option',
    'aria-selected': index === talon.activeIndex,
    className: index === talon.activeIndex ? `${styles.option} ${styles.active}` : styles.option,
  });
  const offset = talon.categories.length;
  return (
    <div className={styles.root} onMouseDown={talon.handlePointerDown}>
      <p className={styles.status} role="status">
        <FormattedMessage id={STATUS_MESSAGE_IDS[talon.status]} values={{ count: talon.totalCount }} />
      </p>
      {talon.categories.length || talon.products.length ? (
        <div id={props.listboxId} role="listbox" aria-label={formatMessage({ id: 'autocomplete.label' })} className={styles.listbox}>
          {talon.categories.length ? (
            <div role="group" className={styles.group}>
              {talon.categories.map((category, index) => (
                <div key={category.key} {...optionProps(index)} onClick={() => talon.handleOpen(category)}>
                  <span className={styles.query}>{talon.query}</span>{' '}
                  <FormattedMessage id="autocomplete.inCategory" values={{ label: category.label }} />
                </div>
              ))}
            </div>
          ) : null}
          {talon.products.length ? (
            <div role="group" aria-labelledby={headingId} className={styles.group}>
              <div role="presentation" id={headingId} className={styles.heading}>
                <FormattedMessage id="autocomplete.productSuggestions" />
              </div>
              {talon.products.map((product, index) => (
                <div key={product.key} {...optionProps(offset + index)} onClick={() => talon.handleOpen(product)}>
                  <ProductRow product={product} />
                </div>
              ))}
            </div>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
