import { DEFAULT_LOCALE, type Messages } from './locale';
import type { LazyMessageGroup } from './messageGroups';
import { TRANSLATIONS, isTranslatedLocale, type TranslatedLocale, type Translation } from './messageTranslations';

/*
 * The strings loaded so far, shared by the whole app, by language: each lazy part's English
 * strings (they come in its chunk) and the translations of the chrome and of those parts, in every
 * language the app has shown or is switching to. The chrome's English strings are in the entry:
 * the LocaleProvider's talon imports them (this module stays importable by the server, which reads
 * the routes). Nothing is dropped, so a string a lazy part handed to the chrome (a toast) keeps
 * its text.
 *
 * Kept small and free of async/await and object spreads: the build targets old browsers, and
 * their helpers would weigh on the entry.
 */

/** Locale code to every string loaded in that language so far; replaced, never changed. */
export type Catalog = Readonly<Record<string, Messages>>;

let catalog: Catalog = {};
/** The lazy parts' groups asked for so far. */
const groups: LazyMessageGroup[] = [];
/** Each translated language shown or being switched to (a group asked for later loads in each too). */
const translations = new Map<TranslatedLocale, Promise<Translation>>();
const listeners = new Set<() => void>();

function add(locale: string, messages: Messages) {
  const next: Record<string, Messages> = Object.assign({}, catalog);
  next[locale] = Object.assign({}, catalog[locale], messages);
  catalog = next;
  listeners.forEach((listener) => listener());
}

/** The language's module, its chrome strings added (once; a failure is tried again next time). */
function translation(locale: TranslatedLocale): Promise<Translation> {
  let loading = translations.get(locale);
  if (!loading) {
    loading = TRANSLATIONS[locale]().then((loaded) => {
      add(locale, loaded.chrome);
      return loaded;
    });
    loading.catch(() => translations.delete(locale));
    translations.set(locale, loading);
  }
  return loading;
}

function translate(locale: TranslatedLocale, group: LazyMessageGroup): Promise<void> {
  return translation(locale)
    .then((loaded) => loaded.groups[group]())
    .then((module) => add(locale, module.default));
}

/**
 * A lazy part is on its way: loads its group's translations in every translated language in use.
 * Never rejects: a translation that fails leaves that part in English rather than message ids.
 */
export function requestMessageGroup(group: LazyMessageGroup): Promise<unknown> {
  if (groups.indexOf(group) === -1) groups.push(group);
  return Promise.allSettled(Array.from(translations.keys(), (locale) => translate(locale, group)));
}

/** A lazy part's chunk has arrived with its group's English strings: they go to the IntlProvider. */
export function addEnglishMessages(messages: Messages): void {
  add(DEFAULT_LOCALE, messages);
}

/** True for a locale the app has strings for (en_US and every translated locale). */
export function hasMessagesFor(locale: string): boolean {
  return locale === DEFAULT_LOCALE || isTranslatedLocale(locale);
}

/**
 * Loads the chrome's and every requested group's strings in `locale` (groups requested from now on
 * load in it too), so switching to it shows no message id. Rejects when the chrome's strings fail.
 */
export function prepareLocale(locale: string): Promise<unknown> {
  if (!isTranslatedLocale(locale)) return Promise.resolve();
  return Promise.all([translation(locale), Promise.allSettled(groups.map((group) => translate(locale, group)))]);
}

/**
 * The strings to show in `locale`: English (the chrome's, `chromeEnglish`, and the lazy parts'
 * that have arrived) overlaid with what has loaded in `locale`.
 */
export function messagesFor(current: Catalog, locale: string, chromeEnglish: Messages): Messages {
  return Object.assign({}, chromeEnglish, current[DEFAULT_LOCALE], locale === DEFAULT_LOCALE ? undefined : current[locale]);
}

export function subscribeToCatalog(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function currentCatalog(): Catalog {
  return catalog;
}
