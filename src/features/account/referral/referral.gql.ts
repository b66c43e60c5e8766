import { gql, type TypedDocumentNode } from '@apollo/client';
import {
  type ApplyReferralCodeMutation,
  type ApplyReferralCodeMutationVariables,
  type CustomerReferralQuery,
  type CustomerReferralQueryVariables,
  type ReferralCodeCheckQuery,
  type ReferralCodeCheckQueryVariables,
} from '../../../__generated__/operations';

/** An amount of points and what it is worth, wherever the programme names a reward. */
const REFERRAL_POINTS_AMOUNT = gql`
  fragment ReferralPointsAmount on RewardPointsAmount {
    points
    money {
      value
      currency
    }
  }
`;

/** The signed-in customer's code, the friends who used it, what it earned and what waits for a friend's first paid order (backend/schema/extensions/referral.graphql). */
export const CUSTOMER_REFERRAL: TypedDocumentNode<CustomerReferralQuery, CustomerReferralQueryVariables> = gql`
  query customerReferral {
    customer {
      firstname
      referral {
        code
        invited_friends {
          name
          joined_at
          status
        }
        rewards {
          amount {
            ...ReferralPointsAmount
          }
          reason
          date
        }
        pending_rewards {
          amount {
            ...ReferralPointsAmount
          }
          reason
          date
        }
        reward_for_friend {
          ...ReferralPointsAmount
        }
        reward_for_referrer {
          ...ReferralPointsAmount
        }
      }
    }
  }
  ${REFERRAL_POINTS_AMOUNT}
`;

/** Whether a code can be used, by a guest or by the signed-in customer, and whose it is. */
export const REFERRAL_CODE_CHECK: TypedDocumentNode<ReferralCodeCheckQuery, ReferralCodeCheckQueryVariables> = gql`
  query referralCodeCheck($code: String!) {
    referralCode(code: $code) {
      status
      valid
      referrer_name
      reward_for_friend {
        ...ReferralPointsAmount
      }
      message
    }
  }
  ${REFERRAL_POINTS_AMOUNT}
`;

/** The signed-in new customer uses a friend's code: both get their reward at once. */
export const APPLY_REFERRAL_CODE: TypedDocumentNode<ApplyReferralCodeMutation, ApplyReferralCodeMutationVariables> = gql`
  mutation applyReferralCode($code: String!) {
    applyReferralCode(code: $code) {
      referrer_name
      reward {
        ...ReferralPointsAmount
      }
    }
  }
  ${REFERRAL_POINTS_AMOUNT}
`;
