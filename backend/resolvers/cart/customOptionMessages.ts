// Magento's messages for custom options, word for word (Catalog's Option\Type\DefaultType, Text and
// Select, and Quote's CustomizableOptionDataProvider).
export const CUSTOM_OPTION_MESSAGES = {
  required: "The product's required option(s) weren't entered. Make sure the options are entered and try again.",
  tooLong: 'The text is too long. Shorten the text and try again.',
  unavailable: 'Some of the selected item options are not currently available.',
  wrongFormat: 'Wrong format of the entered option data',
} as const;
