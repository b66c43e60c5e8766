import { useQuery } from '@apollo/client/react';
import { type FormState } from 'informed';
import { useCallback, useMemo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { deriveErrorMessage } from '../../../lib/apollo/errors';
import { HEALTH_CHECK_QUESTIONS } from './healthCheck.gql';
import { readDraft, updateDraft } from './healthCheckDraft';
import { detailsPath, toAnswers, type HealthCheckQuestion } from './questions';

/** What the details step leaves in the router state when it sends the shopper back here. */
export interface HealthCheckRouteState {
  healthCheckNotice?: 'noAnswers';
}

/**
 * Talon of /healthcheck: the merchant's questions, the answers kept in this tab as they are given
 * (a reload keeps them), and Next to the details step once every asked question is answered.
 */
export function useHealthCheckQuestionnaire() {
  const navigate = useNavigate();
  const { state } = useLocation();
  const { data, loading, error, refetch } = useQuery(HEALTH_CHECK_QUESTIONS, { fetchPolicy: 'cache-and-network' });
  const questions = useMemo<HealthCheckQuestion[]>(() => (data?.healthCheckQuestions ?? []).flatMap((question) => (question ? [question] : [])), [data]);
  // Read once: the form takes its initial values on mount, and keeps them up to date itself.
  const [initialValues] = useState(() => readDraft()?.answers ?? {});

  const keepAnswers = useCallback(
    ({ values }: FormState) => {
      if (questions.length) updateDraft({ answers: toAnswers(questions, values), isComplete: false });
    },
    [questions],
  );
  const next = useCallback(
    ({ values }: FormState) => {
      const draft = updateDraft({ answers: toAnswers(questions, values), isComplete: true });
      navigate(detailsPath(draft.email));
    },
    [navigate, questions],
  );
  const retry = useCallback(() => void refetch().catch(() => undefined), [refetch]);

  return {
    questions,
    isLoading: loading && !data,
    error: error && !data ? deriveErrorMessage(error) : null,
    retry,
    initialValues,
    needsAnswers: (state as HealthCheckRouteState | null)?.healthCheckNotice === 'noAnswers',
    keepAnswers,
    next,
  };
}
