import { Form } from 'informed';
import { FormattedMessage } from 'react-intl';
import { Button } from '../../../lib/ui/Button';
import styles from './healthCheck.module.css';
import { HealthCheckFrame } from './HealthCheckFrame';
import { QuestionFields } from './QuestionFields';
import { useHealthCheckQuestionnaire } from './useHealthCheckQuestionnaire';

/** /healthcheck (no header or footer): the questionnaire, step 1 of 2. */
export default function HealthCheckPage({ titleId }: { titleId: string }) {
  const talon = useHealthCheckQuestionnaire();
  return (
    <HealthCheckFrame titleId={titleId} headingId="healthCheck.heading" introId="healthCheck.intro" step={1}>
      {talon.needsAnswers ? (
        <p className={styles.notice} role="alert">
          <FormattedMessage id="healthCheck.noAnswers" />
        </p>
      ) : null}
      {talon.isLoading ? (
        <p className={styles.muted} role="status">
          <FormattedMessage id="app.loading" />
        </p>
      ) : talon.error ? (
        <div className={styles.actions}>
          <p className={styles.error} role="alert">
            {talon.error}
          </p>
          <Button variant="secondary" onClick={talon.retry}>
            <FormattedMessage id="healthCheck.retry" />
          </Button>
        </div>
      ) : (
        <Form className={styles.form} initialValues={talon.initialValues} onValueChange={talon.keepAnswers} onSubmit={talon.next} focusOnInvalid noValidate>
          <QuestionFields questions={talon.questions} />
          <p className={styles.muted}>
            <FormattedMessage id="healthCheck.privacy" />
          </p>
          <div className={styles.actions}>
            <Button type="submit">
              <FormattedMessage id="healthCheck.next" />
            </Button>
          </div>
        </Form>
      )}
    </HealthCheckFrame>
  );
}
