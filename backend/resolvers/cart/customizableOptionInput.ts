import type { CustomizableOptionInput, EnteredOptionInput } from '../../__generated__/resolvers';
import { customOptionIdOfUid, customOptionUid } from '../../repositories/catalog/customOptions';
import { idFromUid } from '../../repositories/catalog/ids';

/**
 * The legacy CustomizableOptionInput list (add*ProductsToCart, updateCartItems) as entered options:
 * an option is named by id (deprecated) or uid (base64 of the id, Magento's
 * CustomizableOptionUidArgsProcessor; an option's "custom-option/<id>" uid is taken too), its value_string is the text or a value id, "[1,2]"
 * for several values (Magento's CustomizableOptionsDataProvider). An option named by neither
 * becomes option 0, which chooseCustomOptions refuses as one the product lacks.
 */
export function enteredFromCustomizableOptions(options: readonly CustomizableOptionInput[]): EnteredOptionInput[] {
  return options.flatMap((option) => {
    const uid = customOptionUid(option.id ?? (option.uid ? (idFromUid(option.uid) ?? customOptionIdOfUid(option.uid)) : null) ?? 0);
    const listed = /^\[.*\]$/.test(option.value_string) ? option.value_string.slice(1, -1).split(',') : [option.value_string];
    return listed.map((value) => ({ uid, value }));
  });
}
