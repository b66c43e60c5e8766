import { Link } from 'react-router-dom';
import { LOGO_SIZE } from './logo';
import styles from './logo.module.css';
import { useLogo } from './useLogo';

/** The store's logo linking home; its box is fixed by width/height so nothing shifts when it loads. */
export function Logo({ size = 'desktop' }: { size?: keyof typeof LOGO_SIZE }) {
  const { src, alt, handleError } = useLogo();
  const { width, height } = LOGO_SIZE[size];
  return (
    <Link to="/" className={styles.link}>
      <img className={size === 'mobile' ? styles.mobile : styles.responsive} src={src} alt={alt} width={width} height={height} onError={handleError} />
    </Link>
  );
}
