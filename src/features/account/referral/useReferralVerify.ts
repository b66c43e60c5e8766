import { useMutation, useQuery } from '@apollo/client/react';
import { useCallback, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { deriveErrorMessage } from '../../../lib/apollo/errors';
import { useAppSelector } from '../../../lib/store';
import { selectIsSignedIn } from '../../../lib/store/user/selectors';
import { isRequired } from '../../../lib/validation';
import { APPLY_REFERRAL_CODE, REFERRAL_CODE_CHECK } from './referral.gql';
import { verifyPath } from './referralLink';
import { useRewardText } from './useRewardText';

/** The longest code the form takes (the server's limit). */
export const MAX_CODE_LENGTH = 32;

const text = (value: unknown) => String(value ?? '').trim();

/**
 * Talon of /raf/verify: the code from the link (?code=) checked for whoever opens it. A guest
 * with a valid code goes on to create an account (or sign in) and comes back here signed in; a
 * signed-in new customer uses the code here. Without a code, or with a wrong one, a form takes
 * one typed by hand.
 */
export function useReferralVerify() {
  const [searchParams, setSearchParams] = useSearchParams();
  const code = text(searchParams.get('code'));
  const isSignedIn = useAppSelector(selectIsSignedIn);
  const rewardText = useRewardText();
  // Asked afresh: the answer depends on who asks (their own code, a code already used).
  const { data, loading, error } = useQuery(REFERRAL_CODE_CHECK, { variables: { code }, skip: !code, fetchPolicy: 'network-only' });
  const [applyCode] = useMutation(APPLY_REFERRAL_CODE);
  const [applied, setApplied] = useState<{ referrer: string; reward: string } | null>(null);
  const [applyError, setApplyError] = useState<string | null>(null);
  const [isApplying, setApplying] = useState(false);
  const applying = useRef(false);

  const check = data?.referralCode ?? null;
  const result = useMemo(
    () =>
      check
        ? { status: check.status, referrer: check.referrer_name ?? '', reward: check.reward_for_friend ? rewardText(check.reward_for_friend) : '' }
        : null,
    [check, rewardText],
  );

  const checkCode = useCallback(({ values }: { values: Record<string, unknown> }) => setSearchParams({ code: text(values.code) }), [setSearchParams]);

  /** Uses the code once however often it is pressed. */
  const apply = useCallback(async () => {
    if (applying.current) return;
    applying.current = true;
    setApplying(true);
    setApplyError(null);
    try {
      const answer = await applyCode({ variables: { code } });
      const done = answer.data?.applyReferralCode;
      if (done) setApplied({ referrer: done.referrer_name, reward: rewardText(done.reward) });
    } catch (thrown) {
      setApplyError(deriveErrorMessage(thrown));
    } finally {
      applying.current = false;
      setApplying(false);
    }
  }, [applyCode, code, rewardText]);

  return {
    code,
    isSignedIn,
    isChecking: Boolean(code) && loading && !data,
    error: error && !data ? deriveErrorMessage(error) : null,
    result,
    /** Where sign-in or a new account brings the friend back: this page, with the code. */
    returnState: { from: verifyPath(code) },
    checkCode,
    codeRule: isRequired,
    apply,
    isApplying,
    applied,
    applyError,
  };
}

export type ReferralVerifyTalon = ReturnType<typeof useReferralVerify>;
