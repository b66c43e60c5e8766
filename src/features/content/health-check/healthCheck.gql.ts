import { gql, type TypedDocumentNode } from '@apollo/client';
import {
  type HealthCheckQuestionsQuery,
  type HealthCheckQuestionsQueryVariables,
  type SubmitHealthCheckMutation,
  type SubmitHealthCheckMutationVariables,
} from '../../../__generated__/operations';

/** The questionnaire the merchant keeps (the shop's health check module), in the order it is asked. */
export const HEALTH_CHECK_QUESTIONS: TypedDocumentNode<HealthCheckQuestionsQuery, HealthCheckQuestionsQueryVariables> = gql`
  query healthCheckQuestions {
    healthCheckQuestions {
      code
      label
      input_type
      is_required
      max_length
      options {
        value
        label
      }
      depends_on {
        question_code
        value
      }
    }
  }
`;

/** The answers and the shopper's details, for a pharmacist; the browser's key makes a second send the same check. */
export const SUBMIT_HEALTH_CHECK: TypedDocumentNode<SubmitHealthCheckMutation, SubmitHealthCheckMutationVariables> = gql`
  mutation submitHealthCheck($input: HealthCheckInput!) {
    submitHealthCheck(input: $input) {
      reference_number
      message
      response_hours
    }
  }
`;
