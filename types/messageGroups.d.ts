// `@i18n/<locale>.json?group=<name>`: the strings of one message group (webpack alias of i18n/,
// cut by scripts/webpack/messageGroupLoader.js; Jest maps it to the whole file).
declare module '@i18n/*' {
  const messages: Record<string, string>;
  export default messages;
}
