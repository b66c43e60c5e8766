import { RichHtml } from '../../../pagebuilder/shared/RichHtml';
import styles from './faq.module.css';
import { type FaqQuestion } from './parseFaq';

interface FaqAccordionProps {
  questions: FaqQuestion[];
  /** The questions' heading level: under the page's h1 (2), or under a topic's h2 (3). */
  level: 2 | 3;
  isOpen: (id: string) => boolean;
  toggle: (id: string) => void;
}

/**
 * The questions as an accordion (WAI-ARIA pattern): each a heading holding a button that says
 * whether its answer is shown and which region it controls; the region is labelled by the button.
 * A native button: Enter and Space toggle it.
 */
export function FaqAccordion({ questions, level, isOpen, toggle }: FaqAccordionProps) {
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <div className={styles.accordion}>
      {questions.map(({ id, question, answerHtml }) => {
        const expanded = isOpen(id);
        return (
          <div key={id} className={styles.item}>
            <Heading className={styles.question}>
              <button type="button" id={`${id}-button`} className={styles.toggle} aria-expanded={expanded} aria-controls={`${id}-answer`} onClick={() => toggle(id)}>
                {question}
              </button>
            </Heading>
            <div id={`${id}-answer`} role="region" aria-labelledby={`${id}-button`} className={styles.answer} hidden={!expanded}>
              <RichHtml html={answerHtml} />
            </div>
          </div>
        );
      })}
    </div>
  );
}
