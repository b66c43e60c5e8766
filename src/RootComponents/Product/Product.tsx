import { FormattedMessage } from 'react-intl';
import { Title } from '../../lib/page/Title';
import { EntityStatus } from '../EntityStatus';
import styles from '../rootPage.module.css';
import { useProduct } from './useProduct';

export interface ProductProps {
  uid: string;
}

/** Root component for product pages (placeholder): the product's name. */
export default function Product({ uid }: ProductProps) {
  return (
    <EntityStatus state={useProduct(uid)}>
      {(product) => (
        <section className={styles.page}>
          <Title>{product.name}</Title>
          <h1 className={styles.title}>{product.name}</h1>
          <p className={styles.message}>
            <FormattedMessage id="product.comingSoon" />
          </p>
        </section>
      )}
    </EntityStatus>
  );
}
