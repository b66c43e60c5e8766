import { gql, type TypedDocumentNode } from '@apollo/client';
import { type MedicalTestsQuery, type MedicalTestsQueryVariables } from '../../../__generated__/operations';

/** The customer's lab tests, newest first, with their results once released (the shop's medical tests module). */
export const MEDICAL_TESTS: TypedDocumentNode<MedicalTestsQuery, MedicalTestsQueryVariables> = gql`
  query medicalTests {
    customer {
      medical_tests {
        id
        voucher_code
        name
        sku
        order_number
        registered_at
        status
        result {
          released_at
          doctor_note
          markers {
            name
            value
            unit
            reference_range
            flag
          }
        }
      }
    }
  }
`;
