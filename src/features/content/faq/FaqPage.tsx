import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { InternalError } from '../../../lib/page/InternalError';
import { NotFound } from '../../../lib/page/NotFound';
import { PageLoading } from '../../../lib/page/PageLoading';
import { Title } from '../../../lib/page/Title';
import { LazyRichContent } from '../../../pagebuilder/LazyRichContent';
import { RichHtml } from '../../../pagebuilder/shared/RichHtml';
import { FaqAccordion } from './FaqAccordion';
import styles from './faq.module.css';
import { useFaq } from './useFaq';

/** /faq: the FAQ's CMS page, its questions as an accordion under their topics. */
export default function FaqPage({ titleId }: { titleId: string }) {
  const { formatMessage } = useIntl();
  const { state, isOpen, toggle } = useFaq();
  if (state.status === 'loading') return <PageLoading />;
  if (state.status === 'notFound') return <NotFound />;
  if (state.status === 'error') return <InternalError />;
  return (
    <article className={styles.page}>
      <Title>{formatMessage({ id: titleId })}</Title>
      <h1 className={styles.heading}>{state.heading || formatMessage({ id: titleId })}</h1>
      {state.status === 'content' ? (
        <LazyRichContent html={state.html} />
      ) : (
        <>
          {state.content.intro ? <RichHtml className={styles.intro} html={state.content.intro} /> : null}
          {state.content.topics.map((topic, index) =>
            topic.name ? (
              <section key={`${index}-${topic.name}`} className={styles.topic} aria-labelledby={`faq-topic-${index}`}>
                <h2 id={`faq-topic-${index}`} className={styles.topicHeading}>
                  {topic.name}
                </h2>
                <FaqAccordion questions={topic.questions} level={3} isOpen={isOpen} toggle={toggle} />
              </section>
            ) : (
              <FaqAccordion key={`untitled-${index}`} questions={topic.questions} level={2} isOpen={isOpen} toggle={toggle} />
            ),
          )}
        </>
      )}
      <p className={styles.contact}>
        <FormattedMessage id="faq.stillQuestions" values={{ link: (text) => <Link to="/contact">{text}</Link> }} />
      </p>
    </article>
  );
}
