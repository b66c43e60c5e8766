import type { Messages } from './locale';
import { addEnglishMessages, requestMessageGroup } from './messageCatalog';
import type { LazyMessageGroup } from './messageGroups';

/**
 * For a lazy part of the app with strings of its own: `lazy(withMessageGroup('footer', () =>
 * import('./Footer')))`. The build loads the part with its group's English strings as `messages`
 * in the same chunk (scripts/babel/lazyChunks.js); pages load this way too
 * (src/app/pages/pageComponent.ts). The group's translations (when the store speaks another
 * language) load at the same time. Resolves only once the strings are registered with the
 * IntlProvider, so the part never renders a message id.
 */
export function withMessageGroup<Module extends object>(group: LazyMessageGroup, load: () => Promise<Module>): () => Promise<Module> {
  return () =>
    Promise.all([load(), requestMessageGroup(group)]).then((loaded) => {
      // Only the browser's build adds `messages` (tests load every English string up front).
      const { messages } = loaded[0] as { messages?: Messages };
      if (messages) addEnglishMessages(messages);
      return loaded[0];
    });
}
