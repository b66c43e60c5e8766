import { useMutation, useQuery } from '@apollo/client/react';
import { type FormApi } from 'informed';
import { useCallback, useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { useAppDispatch, useAppSelector } from '../../../lib/store';
import { getUserDetails } from '../../../lib/store/user/asyncActions';
import { selectCurrentUser, selectIsSignedIn } from '../../../lib/store/user/selectors';
import { isRequired } from '../../../lib/validation';
import { useSubmission } from '../../account/frame/useSubmission';
import { useToasts } from '../../chrome/toasts';
import { CREATE_PRODUCT_REVIEW, REVIEW_FORM_DATA } from './reviewForm.gql';
import { REVIEW_MAX_LENGTHS, reviewFormAccess, toReviewInput, type RatingChoice } from './reviewFormState';

/** The success toast's time on screen (the spec's default for a success toast). */
export const SUBMITTED_TOAST_TIMEOUT = 5000;

const NO_RATINGS: readonly RatingChoice[] = [];

/**
 * Talon of the review form: the ratings to give and who may write (productReviewRatingsMetadata,
 * storeConfig), the nickname prefilled with a signed-in customer's first name, and one
 * createProductReview however often Submit is pressed. A refusal shows Magento's message and keeps
 * what was typed; once accepted, the form gives way to Magento's moderation message and a toast.
 */
export function useReviewForm(sku: string) {
  const { formatMessage } = useIntl();
  const { addToast } = useToasts();
  const dispatch = useAppDispatch();
  const isSignedIn = useAppSelector(selectIsSignedIn);
  const firstname = useAppSelector(selectCurrentUser).firstname;
  // After a reload only the token is known; the header asks for the name too, but not every layout shows it.
  const needsDetails = useAppSelector((state) => state.user.isSignedIn && !state.user.currentUser.email && !state.user.isGettingDetails && !state.user.getDetailsError);
  useEffect(() => {
    if (needsDetails) void dispatch(getUserDetails());
  }, [dispatch, needsDetails]);
  const { data, loading, error, refetch } = useQuery(REVIEW_FORM_DATA, { fetchPolicy: 'cache-and-network', notifyOnNetworkStatusChange: true });
  const ratings = data?.productReviewRatingsMetadata.items ?? NO_RATINGS;
  const access = reviewFormAccess({
    loading: loading && !data,
    failed: Boolean(error) && !data,
    reviewsEnabled: data?.storeConfig?.product_reviews_enabled,
    guestsAllowed: data?.storeConfig?.allow_guests_to_write_product_reviews,
    isSignedIn,
  });

  const [createReview] = useMutation(CREATE_PRODUCT_REVIEW);
  const send = useCallback(
    async (values: Record<string, unknown>) => {
      await createReview({ variables: { input: toReviewInput(sku, values, ratings) } });
      addToast({ type: 'success', message: formatMessage({ id: 'reviewForm.submitted' }), timeout: SUBMITTED_TOAST_TIMEOUT });
    },
    [addToast, createReview, formatMessage, ratings, sku],
  );
  const { submit, isBusy, error: submitError, isDone } = useSubmission(send);

  // The customer's first name may arrive after the form: it fills the nickname only if still empty.
  const formApiRef = useRef<FormApi | null>(null);
  useEffect(() => {
    const formApi = formApiRef.current;
    if (isSignedIn && firstname && formApi && !formApi.getValue('nickname') && !formApi.getTouched('nickname')) formApi.setValue('nickname', firstname);
  }, [access, firstname, isSignedIn]);

  const retry = useCallback(() => void refetch().catch(() => undefined), [refetch]);

  return {
    access,
    ratings,
    initialNickname: isSignedIn ? firstname : '',
    isSignedIn,
    submit,
    isBusy,
    error: submitError,
    isSubmitted: isDone && !submitError,
    formApiRef,
    retry,
    required: isRequired,
    maxLengths: REVIEW_MAX_LENGTHS,
  };
}
