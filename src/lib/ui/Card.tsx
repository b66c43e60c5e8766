import { type ReactNode } from 'react';
import styles from './card.module.css';

interface CardProps {
  /** The heading's id: the card is a region named by it. */
  headingId: string;
  heading: ReactNode;
  /** 1 when the card's heading is the page's (a page that is one card), else 2. */
  level?: 1 | 2;
  /** A muted line under the heading. */
  intro?: ReactNode;
  /** A place's own look, `composes: card from` this module's. */
  className?: string;
  children?: ReactNode;
}

/** A card of a page: a section named by its heading, an optional intro, then what it holds. */
export function Card({ headingId, heading, level = 2, intro, className, children }: CardProps) {
  const Heading = level === 1 ? 'h1' : 'h2';
  return (
    <section className={className ? `${styles.card} ${className}` : styles.card} aria-labelledby={headingId}>
      <Heading id={headingId} className={level === 1 ? styles.pageHeading : styles.heading}>
        {heading}
      </Heading>
      {intro ? <p className={styles.intro}>{intro}</p> : null}
      {children}
    </section>
  );
}
