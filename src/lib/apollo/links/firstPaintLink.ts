import { ApolloLink } from '@apollo/client';
import { of } from 'rxjs';
import { type FirstPaintAnswers } from '../firstPaintAnswers';

/**
 * Answers the requests for operations the server already answered in the HTML with that answer
 * while it is fresh, instead of asking again (a refetch, or a query the cache could not answer).
 */
export function createFirstPaintLink(answers: FirstPaintAnswers): ApolloLink {
  return new ApolloLink((operation, forward) => {
    const data = answers.find(operation.operationName, operation.variables);
    return data ? of({ data }) : forward(operation);
  });
}
