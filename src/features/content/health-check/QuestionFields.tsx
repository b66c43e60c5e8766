import { useFormState } from 'informed';
import { useIntl } from 'react-intl';
import { RadioGroupField } from '../../../lib/ui/form/RadioGroupField';
import { TextAreaField } from '../../../lib/ui/form/TextAreaField';
import { TextField } from '../../../lib/ui/form/TextField';
import { isRequired } from '../../../lib/validation';
import { askedQuestions, type HealthCheckQuestion } from './questions';

/** A text answer without a limit of its own takes what the server takes (backend DEFAULT_ANSWER_LENGTH). */
const DEFAULT_MAX_LENGTH = 500;

/** One question as its kind of field: a radio group, a line or a few lines of text ("Optional" when it is). */
function QuestionField({ question }: { question: HealthCheckQuestion }) {
  const { formatMessage } = useIntl();
  const validate = question.is_required ? isRequired : undefined;
  if (question.input_type === 'RADIO') {
    return <RadioGroupField name={question.code} legend={question.label} options={question.options} validate={validate} />;
  }
  const shared = {
    name: question.code,
    label: question.label,
    validate,
    maxLength: question.max_length ?? DEFAULT_MAX_LENGTH,
    help: question.is_required ? undefined : formatMessage({ id: 'healthCheck.optional' }),
  };
  return question.input_type === 'TEXTAREA' ? <TextAreaField {...shared} rows={3} /> : <TextField {...shared} />;
}

/** The questions asked with the answers given so far: a follow-up appears (and is required) only after its answer. */
export function QuestionFields({ questions }: { questions: readonly HealthCheckQuestion[] }) {
  const { values } = useFormState();
  return (
    <>
      {askedQuestions(questions, values).map((question) => (
        <QuestionField key={question.code} question={question} />
      ))}
    </>
  );
}
