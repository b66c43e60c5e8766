import { useId } from 'react';
import { type FieldState } from 'informed';

/**
 * The ids and text under a control: its error once informed shows it, else its help text
 * (spec §5: a field's error replaces the help text). The control points at it with aria-describedby.
 */
export function useFieldMessage(fieldState: FieldState, help?: string) {
  const id = useId();
  const error = fieldState.showError && typeof fieldState.error === 'string' ? fieldState.error : null;
  const messageId = `${id}-message`;
  const hasMessage = Boolean(error ?? help);
  return {
    controlId: `${id}-control`,
    messageId,
    error,
    message: error ?? help ?? null,
    describedBy: hasMessage ? messageId : undefined,
  };
}
