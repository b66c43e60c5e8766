import { LazyRichContent } from '../../../pagebuilder/LazyRichContent';
import { useCmsBlocks } from '../../../pagebuilder/ContentTypes/Block/useCmsBlocks';
import styles from './contact.module.css';

/** The CMS block with the shop's phone, email, WhatsApp and hours. */
export const CONTACT_INFO_BLOCK = 'contact-us-info';
const IDENTIFIERS = [CONTACT_INFO_BLOCK];

/** Beside the form: the shop's contact details when the CMS has them; nothing otherwise. */
export function ContactDetails() {
  const { blocks } = useCmsBlocks(IDENTIFIERS);
  const block = blocks[0];
  if (!block) return null;
  return (
    <div className={styles.details}>
      <LazyRichContent html={block.content} className={styles.detailsContent} />
    </div>
  );
}
