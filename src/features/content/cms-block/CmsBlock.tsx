import { FormattedMessage } from 'react-intl';
import styles from './cmsBlock.module.css';
import { RichContent } from '../../../pagebuilder/RichContent';
import { useCmsBlocks } from '../../../pagebuilder/ContentTypes/Block/useCmsBlocks';

export interface CmsBlockProps {
  identifiers: string[];
  className?: string;
}

/** Merchant CMS blocks (Page Builder or plain HTML, sanitized); the query's error message or an empty-result note otherwise. */
export function CmsBlock({ identifiers, className }: CmsBlockProps) {
  const { loading, errorMessage, blocks } = useCmsBlocks(identifiers);
  if (loading) return null;
  if (errorMessage) return <p className={styles.message}>{errorMessage}</p>;
  if (!blocks.length) {
    return (
      <p className={styles.message}>
        <FormattedMessage id="cmsBlock.empty" />
      </p>
    );
  }
  return (
    <div className={className}>
      {blocks.map((block) => (
        <RichContent key={block.identifier} className={styles.block} html={block.content} />
      ))}
    </div>
  );
}
