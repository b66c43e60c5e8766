import type { CartItemInput } from '../../__generated__/resolvers';
import type { CustomChoice } from '../../repositories/cart/cartItems';
import { isSelectOption, isSingleSelection, OPTION_UID_PREFIX, optionCharge, type CustomOptionRow } from '../../repositories/catalog/customOptions';
import { decodeUid } from '../../repositories/catalog/ids';
import { CartUserInputError } from './cartUserInputError';
import { CUSTOM_OPTION_MESSAGES as M } from './customOptionMessages';

/**
 * A text option without max_characters has no limit in Magento; this shop caps it so a cart line
 * cannot carry megabytes (a careful shop's rule, refused with Magento's too-long message).
 */
export const UNLIMITED_TEXT_CAP = 1000;

/** The values asked for each option id, from selected_options and entered_options (Magento's CustomizableOptionDataProvider). */
function requestedValues(input: CartItemInput): Map<string, string[]> {
  const requested = new Map<string, string[]>();
  const add = (optionId: string, value: string) => requested.set(optionId, [...(requested.get(optionId) ?? []), value]);
  for (const uid of input.selected_options ?? []) {
    const parts = decodeUid(uid)?.split('/');
    if (parts?.[0] !== OPTION_UID_PREFIX) continue;
    if (parts.length !== 3) throw new CartUserInputError('UNDEFINED', M.wrongFormat);
    add(parts[1], parts[2]);
  }
  for (const entered of input.entered_options ?? []) {
    const parts = decodeUid(entered.uid)?.split('/');
    if (parts?.[0] !== OPTION_UID_PREFIX || parts.length < 2) continue;
    add(parts[1], entered.value);
  }
  return requested;
}

/** One option's refusal; chooseCustomOptions gathers them into one CartUserInputError. */
class OptionRefusal extends Error {}

const normalizeNewLines = (text: string) => text.replace(/\r\n|\n\r|\r/g, '\n');

/** A text option's entry (trimmed, as Magento's Text type), or null when none; throws its refusal. */
function textChoice(option: CustomOptionRow, values: string[]): string | null {
  if (values.length > 1) throw new OptionRefusal(M.unavailable);
  const text = normalizeNewLines((values[0] ?? '').trim());
  if (text === '') {
    if (option.is_require) throw new OptionRefusal(M.required);
    return null;
  }
  const limit = option.max_characters > 0 ? option.max_characters : UNLIMITED_TEXT_CAP;
  if ([...text].length > limit) throw new OptionRefusal(M.tooLong);
  return text;
}

/** A select option's chosen value ids, or null when none; throws its refusal. */
function selectChoice(option: CustomOptionRow, values: string[]): number[] | null {
  const given = values.flatMap((value) => value.split(',')).map((value) => value.trim()).filter((value) => value !== '');
  if (given.length === 0) {
    if (option.is_require) throw new OptionRefusal(M.required);
    return null;
  }
  const known = (value: string) => option.values.find((v) => String(v.option_type_id) === value);
  if (isSingleSelection(option)) {
    if (given.length > 1 || !known(given[0])) throw new OptionRefusal(M.unavailable);
    return [Number(given[0])];
  }
  // Magento's Select type: every value named must be one of the option's, each once.
  const ids = [...new Set(given.filter((value) => known(value)))];
  if (ids.length !== given.length) throw new OptionRefusal(M.required);
  return ids.map(Number).sort((a, b) => a - b);
}

/**
 * The product's custom options chosen by the input, and what they add to one unit of the line
 * (basePrice: the product's price before options, for percent prices). Every option's refusal is
 * collected and thrown as one message, lines apart, as Magento's product type does. A uid naming an
 * option the product does not have is refused (Magento ignores it; a careful shop does not).
 */
export function chooseCustomOptions(options: readonly CustomOptionRow[], input: CartItemInput, basePrice: number): { custom: CustomChoice[]; charge: number } {
  const requested = requestedValues(input);
  if (options.length === 0 && requested.size === 0) return { custom: [], charge: 0 };
  for (const optionId of requested.keys()) {
    if (!options.some((option) => String(option.option_id) === optionId)) throw new CartUserInputError('UNDEFINED', M.unavailable);
  }
  const refusals: string[] = [];
  const custom: CustomChoice[] = [];
  let charge = 0;
  for (const option of options) {
    const values = requested.get(String(option.option_id)) ?? [];
    try {
      if (isSelectOption(option)) {
        const ids = selectChoice(option, values);
        if (!ids) continue;
        custom.push({ option_id: option.option_id, value: ids.join(',') });
        for (const id of ids) {
          const value = option.values.find((v) => v.option_type_id === id)!;
          charge += optionCharge(value.price, value.price_type, basePrice);
        }
      } else if (option.type === 'field' || option.type === 'area') {
        const text = textChoice(option, values);
        if (text === null) continue;
        custom.push({ option_id: option.option_id, value: text });
        charge += optionCharge(option.price ?? 0, option.price_type ?? 'fixed', basePrice);
      } else {
        // Date and file options are not taken by this shop yet: only an unrequired one left empty passes.
        if (values.length > 0) throw new OptionRefusal(M.unavailable);
        if (option.is_require) throw new OptionRefusal(M.required);
      }
    } catch (refusal) {
      if (!(refusal instanceof OptionRefusal)) throw refusal;
      refusals.push(refusal.message);
    }
  }
  if (refusals.length) throw new CartUserInputError('UNDEFINED', refusals.join('\n'));
  return { custom, charge };
}
