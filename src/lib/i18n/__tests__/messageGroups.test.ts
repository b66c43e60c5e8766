/** @jest-environment node */
import path from 'node:path';
import enUS from '../../../../i18n/en_US.json';
import { CHROME_GROUP, MESSAGE_GROUPS, groupsOfId, messagesOfGroup, prefixOf, type LazyMessageGroup } from '../messageGroups';
import { SRC, createModuleReader, staticClosure, walkParts } from '../__testUtils__/messageUsage';

const ids = Object.keys(enUS);
const ENTRY = path.join(SRC, 'index.tsx');
const read = createModuleReader(ids);
const parts = walkParts(ENTRY, read, CHROME_GROUP);
const relative = (file: string) => path.relative(path.dirname(SRC), file);
const lazyGroups = Object.keys(MESSAGE_GROUPS).filter((group) => group !== CHROME_GROUP) as LazyMessageGroup[];

describe('message groups (which strings travel with which JavaScript)', () => {
  it('find the app: the entry and the lazy parts with their groups', () => {
    const loaded = new Set(parts.flatMap((part) => [...part.groups]));
    expect(loaded).toEqual(new Set(Object.keys(MESSAGE_GROUPS)));
    expect(parts.some((part) => part.file.endsWith(path.join('catalog', 'product-page', 'ProductPage.tsx')) && part.groups.has('product-page'))).toBe(true);
  });

  it('give every lazy part the strings its code uses: its own groups or the entry’s', () => {
    const missing = new Set<string>();
    for (const part of parts) {
      for (const id of [...read(part.file).ids, ...part.shows]) {
        const groups = groupsOfId(id);
        if (groups.some((group) => part.groups.has(group))) continue;
        const where = part.via.length > 0 ? ` (loaded via ${part.via.join(' > ')})` : '';
        missing.add(
          `${relative(part.file)}${where} shows "${id}", which is in ${groups.join(', ')} but only ${[...part.groups].join(', ')} ` +
            `come with it: add "${prefixOf(id)}" (or the id) to one of those in src/lib/i18n/messageGroups.ts`,
        );
      }
    }
    expect([...missing]).toEqual([]);
  });

  it('keep the entry lean: an id only lazy parts use is listed in their group, not left to chrome', () => {
    const entryIds = new Set([...staticClosure(ENTRY, read)].flatMap((file) => [...read(file).ids]));
    const listed = MESSAGE_GROUPS.chrome as readonly string[];
    const stray = new Map<string, string>();
    for (const part of parts) {
      for (const id of [...read(part.file).ids, ...part.shows]) {
        const byDefault = !listed.includes(id) && !listed.includes(prefixOf(id)) && groupsOfId(id).join() === CHROME_GROUP;
        if (byDefault && !entryIds.has(id)) stray.set(id, `${id} (${relative(part.file)})`);
      }
    }
    expect([...stray.values()]).toEqual([]);
  });

  it('load every lazy group somewhere (the build brings its English strings into the part’s chunk: scripts/__tests__/lazyChunks.test.ts)', () => {
    const sites = parts.flatMap((part) => read(part.file).lazy.filter((lazy) => lazy.group));
    expect(new Set(sites.map((site) => site.group))).toEqual(new Set(lazyGroups));
  });

  it('load every group in Indonesian from translations/id_ID.ts', () => {
    const indonesian = read(path.join(SRC, 'lib', 'i18n', 'translations', 'id_ID.ts'));
    expect(indonesian.reexports).toContainEqual({ from: '@i18n/id_ID.json?group=chrome', names: ['default as chrome'] });
  });

  it('list only prefixes and ids that exist, so a typo cannot hide a string', () => {
    const prefixes = new Set(ids.map(prefixOf));
    const unknown = Object.entries(MESSAGE_GROUPS).flatMap(([group, entries]) =>
      (entries as readonly string[]).filter((entry) => !prefixes.has(entry) && !ids.includes(entry)).map((entry) => `${group}: ${entry}`),
    );
    expect(unknown).toEqual([]);
  });

  it('leave no id out of the JSON cuts', () => {
    const cut = new Set(Object.keys(MESSAGE_GROUPS).flatMap((group) => Object.keys(messagesOfGroup(enUS, group))));
    expect(cut).toEqual(new Set(ids));
  });
});

describe('groupsOfId / messagesOfGroup', () => {
  const registry = { chrome: ['search.title', 'comingSoon'], search: ['search', 'listing'], category: ['category', 'listing'] };

  it('puts an id listed whole only in the groups that list it', () => {
    expect(groupsOfId('search.title', registry)).toEqual(['chrome']);
  });

  it('puts an id in every group that lists its prefix', () => {
    expect(groupsOfId('search.empty', registry)).toEqual(['search']);
    expect(groupsOfId('listing.sortBy', registry)).toEqual(['search', 'category']);
    expect(groupsOfId('comingSoon.message', registry)).toEqual(['chrome']);
  });

  it('leaves an id no group lists to chrome', () => {
    expect(groupsOfId('header.wishlist', registry)).toEqual(['chrome']);
  });

  it('cuts a message file down to a group', () => {
    const messages = { 'search.title': 'Search', 'search.empty': 'Nothing', 'listing.sortBy': 'Sort by', 'header.wishlist': 'Wishlist' };
    expect(messagesOfGroup(messages, 'search', registry)).toEqual({ 'search.empty': 'Nothing', 'listing.sortBy': 'Sort by' });
    expect(messagesOfGroup(messages, 'chrome', registry)).toEqual({ 'search.title': 'Search', 'header.wishlist': 'Wishlist' });
    expect(() => messagesOfGroup(messages, 'nope', registry)).toThrow('Unknown message group "nope"');
  });
});
