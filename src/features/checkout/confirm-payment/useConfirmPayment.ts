import { useMutation, useQuery } from '@apollo/client/react';
import { useCallback, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { deriveErrorMessage } from '../../../lib/apollo/errors';
import { useAppSelector } from '../../../lib/store';
import { selectIsSignedIn } from '../../../lib/store/user/selectors';
import { combine, isEmail, isRequired, type Validator } from '../../../lib/validation';
import { useSubmission } from '../../account/frame/useSubmission';
import { CONFIRM_PAYMENT, GET_PAYMENT_BANK_LIST } from './confirmPayment.gql';
import { ACCOUNT_NUMBER_PATTERN, bankLabel, CONFIRM_PAYMENT_MAX_LENGTHS, isCalendarDate, localDateString, parseRupiah } from './confirmPaymentValues';
import { useReceiptFile } from './useReceiptFile';

const text = (value: unknown) => String(value ?? '').trim();

/** The order a confirmation was accepted for, and whether it replaced an earlier one. */
export interface Confirmed {
  orderNumber: string;
  updated: boolean;
}

/**
 * Talon of /confirm-payment: the shop's bank accounts, the form's rules (spec §5's 'Is required.'
 * and 'Invalid email', the amount's, account number's and date's shape), the receipt, and the
 * confirmation sent once however often it is pressed. A guest gives the order's email (the server
 * takes a guest's confirmation only with it); a signed-in customer's token shows the order is
 * theirs. A refusal (an unknown order, an order not paid by transfer) shows the shop's message and
 * keeps what was typed; success names the order and clears the form.
 */
export function useConfirmPayment() {
  const { formatMessage } = useIntl();
  const isSignedIn = useAppSelector(selectIsSignedIn);
  const banksQuery = useQuery(GET_PAYMENT_BANK_LIST, { fetchPolicy: 'cache-and-network' });
  // Never written to the cache (which the browser persists): the receipt is in the mutation's arguments.
  const [confirmPayment] = useMutation(CONFIRM_PAYMENT, { fetchPolicy: 'no-cache' });
  const receiptFile = useReceiptFile();
  const [confirmed, setConfirmed] = useState<Confirmed | null>(null);
  const today = localDateString(new Date());
  // The order's own pages link here with its number (?order=000000012): the shopper need not type it.
  const [searchParams] = useSearchParams();
  const initialValues = useMemo(() => ({ orderNumber: searchParams.get('order')?.slice(0, CONFIRM_PAYMENT_MAX_LENGTHS.orderNumber) ?? '' }), [searchParams]);

  const banks = useMemo(
    () => (banksQuery.data?.getPaymentBankList ?? []).flatMap((bank) => (bank?.bankname ? [{ value: bankLabel(bank), label: bankLabel(bank) }] : [])),
    [banksQuery.data],
  );

  const rules = useMemo(() => {
    const message = (id: string) => formatMessage({ id: `confirmPayment.${id}` });
    const accountNumber: Validator = (value) => (!text(value) || ACCOUNT_NUMBER_PATTERN.test(text(value)) ? undefined : message('accountNumberInvalid'));
    const amount: Validator = (value) => (!text(value) || parseRupiah(text(value)) !== null ? undefined : message('amountInvalid'));
    const date: Validator = (value) => {
      if (!text(value)) return undefined;
      if (!isCalendarDate(text(value))) return message('dateInvalid');
      return text(value) > today ? message('dateInFuture') : undefined;
    };
    return {
      orderNumber: isRequired,
      email: combine(isRequired, isEmail),
      payment: isRequired,
      accountName: isRequired,
      accountNumber: combine(isRequired, accountNumber),
      amount: combine(isRequired, amount),
      date: combine(isRequired, date),
    };
  }, [formatMessage, today]);

  const { receipt, clear: clearReceipt } = receiptFile;
  const send = useCallback(
    async (values: Record<string, unknown>) => {
      const orderNumber = text(values.orderNumber).replace(/^#/, '');
      const { data } = await confirmPayment({
        variables: {
          orderNumber,
          email: isSignedIn ? null : text(values.email),
          payment: text(values.payment),
          accountName: text(values.accountName),
          accountNumber: text(values.accountNumber),
          amount: parseRupiah(text(values.amount)) ?? 0,
          date: text(values.date),
          filename: receipt?.filename ?? null,
          imageBase64: receipt?.base64 ?? null,
        },
      });
      setConfirmed({ orderNumber, updated: data?.createConfirmPayment?.updated === true });
      clearReceipt();
    },
    [clearReceipt, confirmPayment, isSignedIn, receipt],
  );
  const submission = useSubmission(send, { resetOnDone: true });

  const { problem, isReading, focus } = receiptFile;
  const { submit: submitValues } = submission;
  // A receipt that is wrong (or still being read) holds the form back: the shopper fixes or removes it first.
  const submit = useCallback(
    (args: { values: Record<string, unknown> }) => {
      if (problem || isReading) {
        focus();
        return undefined;
      }
      return submitValues(args);
    },
    [focus, isReading, problem, submitValues],
  );

  return {
    isSignedIn,
    initialValues,
    banks,
    banksError: banksQuery.error && !banksQuery.data ? deriveErrorMessage(banksQuery.error) : null,
    rules,
    maxLengths: CONFIRM_PAYMENT_MAX_LENGTHS,
    today,
    receiptFile,
    submit,
    formApiRef: submission.formApiRef,
    isBusy: submission.isBusy,
    error: submission.error,
    confirmed: submission.isDone && !submission.error ? confirmed : null,
  };
}

export type ConfirmPaymentTalon = ReturnType<typeof useConfirmPayment>;
