import type { Messages } from './locale';
import { addEnglishMessages, requestMessageGroup } from './messageCatalog';
import type { LazyMessageGroup } from './messageGroups';

/**
 * For a lazy part of the app with strings of its own: `lazy(withMessageGroup('footer', () =>
 * import('./footer.chunk')))`, where the `*.chunk.ts` module exports the part as default and its
 * group's English strings as `messages` (`export { default as messages } from
 * '@i18n/en_US.json?group=footer'`), so they come in the part's own chunk. The group's translations
 * (when the store speaks another language) load at the same time. A page module's chunk is made
 * the same way by the build (src/app/pages/pageComponent.ts). Resolves only once the strings
 * are registered with the IntlProvider, so the part never renders a message id.
 */
export function withMessageGroup<Module extends { messages?: Messages }>(group: LazyMessageGroup, load: () => Promise<Module>): () => Promise<Module> {
  return () =>
    Promise.all([load(), requestMessageGroup(group)]).then((loaded) => {
      // Only the browser's build cuts strings into chunks (tests load every English string up front).
      if (loaded[0].messages) addEnglishMessages(loaded[0].messages);
      return loaded[0];
    });
}
