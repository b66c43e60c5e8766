import { insertHealthCheckQuestions, type NewHealthCheckQuestion } from '../../repositories/healthCheckRepository';
import type { Db } from '../../types';

const yesNo = [
  { value: 'yes', label: 'Yes' },
  { value: 'no', label: 'No' },
];

/** The health check's questionnaire as the shop starts with it; the merchant edits it afterwards. */
export const HEALTH_CHECK_QUESTIONS: readonly NewHealthCheckQuestion[] = [
  {
    code: 'complaint',
    label: 'What would you like to discuss with a pharmacist?',
    input_type: 'radio',
    is_required: true,
    options: [
      { value: 'skin', label: 'Skin or hair problem' },
      { value: 'digestion', label: 'Stomach or digestion' },
      { value: 'cold', label: 'Cough, cold or fever' },
      { value: 'pain', label: 'Pain or headache' },
      { value: 'supplements', label: 'Vitamins and supplements' },
      { value: 'other', label: 'Something else' },
    ],
  },
  {
    code: 'duration',
    label: 'How long have you had it?',
    input_type: 'radio',
    is_required: true,
    options: [
      { value: 'days', label: 'Less than a week' },
      { value: 'weeks', label: '1 to 4 weeks' },
      { value: 'months', label: 'More than a month' },
      { value: 'none', label: 'Not a complaint' },
    ],
  },
  { code: 'medicines', label: 'Which medicines or supplements do you take now?', input_type: 'textarea', is_required: false, max_length: 500 },
  { code: 'allergies', label: 'Are you allergic to any medicine or food?', input_type: 'radio', is_required: true, options: yesNo },
  {
    code: 'allergy_details',
    label: 'Which allergies do you have?',
    input_type: 'text',
    is_required: true,
    max_length: 255,
    depends_on: { question_code: 'allergies', value: 'yes' },
  },
  {
    code: 'pregnancy',
    label: 'Are you pregnant or breastfeeding?',
    input_type: 'radio',
    is_required: true,
    options: [...yesNo, { value: 'na', label: 'Not applicable' }],
  },
  {
    code: 'age',
    label: 'How old are you?',
    input_type: 'radio',
    is_required: true,
    options: [
      { value: 'under_18', label: 'Under 18' },
      { value: '18_40', label: '18 to 40' },
      { value: '41_60', label: '41 to 60' },
      { value: 'over_60', label: 'Over 60' },
    ],
  },
];

export function seedHealthCheckQuestions(db: Db): void {
  insertHealthCheckQuestions(db, HEALTH_CHECK_QUESTIONS);
}
