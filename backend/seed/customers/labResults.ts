import type { NewMarker } from '../../repositories/medicalTestRepository';

/** A released result the demo customer sees: the markers a lab reports for a test, and the doctor's note. */
export interface LabResult {
  markers: NewMarker[];
  doctorNote: string;
}

const marker = (name: string, value: string, unit: string | null, reference_range: string, flag: NewMarker['flag'] = 'normal'): NewMarker => ({
  name,
  value,
  unit,
  reference_range,
  flag,
});

/** Results by the test's name (what the product is called after its brand); the first whose key the name contains. */
const RESULTS: ReadonlyArray<readonly [string, LabResult]> = [
  [
    'Complete Blood Count',
    {
      markers: [
        marker('Hemoglobin', '13.1', 'g/dL', '12.0 - 15.5'),
        marker('Hematocrit', '39.5', '%', '36 - 46'),
        marker('Erythrocytes (RBC)', '4.5', '10^6/µL', '4.0 - 5.2'),
        marker('Leukocytes (WBC)', '11.8', '10^3/µL', '4.0 - 10.0', 'high'),
        marker('Platelets', '265', '10^3/µL', '150 - 400'),
      ],
      doctorNote: 'White blood cells are slightly raised, as often after a recent infection. Repeat the test in 4 weeks if you have a fever or feel unwell.',
    },
  ],
  [
    'Vitamin D',
    {
      markers: [marker('25-OH Vitamin D', '18.4', 'ng/mL', '30 - 100', 'low')],
      doctorNote: 'Vitamin D is low. Take 1000-2000 IU a day with a meal, get 15 minutes of morning sun, and test again in 3 months.',
    },
  ],
  [
    'Cholesterol',
    {
      markers: [
        marker('Total cholesterol', '212', 'mg/dL', '< 200', 'high'),
        marker('LDL cholesterol', '138', 'mg/dL', '< 130', 'high'),
        marker('HDL cholesterol', '52', 'mg/dL', '> 40'),
        marker('Triglycerides', '140', 'mg/dL', '< 150'),
      ],
      doctorNote: 'Total and LDL cholesterol are above the target. Eat less fried food, move 30 minutes a day, and test again in 3 months.',
    },
  ],
];

/** Any other test: a general chemistry panel within range. */
const GENERAL: LabResult = {
  markers: [marker('Fasting glucose', '88', 'mg/dL', '70 - 99'), marker('Uric acid', '5.1', 'mg/dL', '2.4 - 6.0'), marker('Creatinine', '0.8', 'mg/dL', '0.6 - 1.1')],
  doctorNote: 'All values are within the normal range.',
};

export function labResultFor(testName: string): LabResult {
  return RESULTS.find(([key]) => testName.includes(key))?.[1] ?? GENERAL;
}
