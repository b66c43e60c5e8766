// `@i18n/<locale>.json?group=<name>`: the strings of one message group (webpack alias of i18n/,
// cut and parsed by scripts/webpack/messageGroupLoader.js; Jest maps it to the whole file, as text).
declare module '@i18n/*' {
  const messages: Record<string, string | import('react-intl').MessageFormatElement[]>;
  export default messages;
}
