import type { DocumentNode } from 'graphql';
import type { StoreText } from '../../lib/i18n/storeText';
import type { TextBlock } from '../../pagebuilder/firstTexts';

/*
 * The first-paint contract between a page and the server (server/firstPaint/): a page folder's
 * optional `firstPaint.ts` default-exports a FirstPaint that asks the queries the page's first
 * screen makes, exactly as its talons ask them (same request builders), and names its largest
 * image. The server records the answers into the HTML and preloads the page's chunk and image.
 * Server-only: `npm run codegen` lists these files in src/__generated__/pageFirstPaints.ts, which
 * only the server imports.
 */

export interface GraphqlRequest {
  query: DocumentNode;
  variables?: Record<string, unknown>;
}

/** Runs one query as a shopper with nothing stored; resolves its data, or null when it failed. */
export type RunQuery = <T = Record<string, unknown>>(request: GraphqlRequest) => Promise<T | null>;

export interface Preload {
  href: string;
  as: 'script' | 'style' | 'image';
  /** For images: the srcset and sizes the page's <img> uses, so the browser picks the same file. */
  imageSrcSet?: string;
  imageSizes?: string;
  /** Only where this media query matches (a picture's mobile and desktop sources). */
  media?: string;
  fetchPriority?: 'high';
}

/**
 * Where the static shell puts the page's largest picture, laid out as the page will draw it (same
 * place, same size), so the app's picture replaces it without a shift or a later, larger paint:
 * the home slider's first slide in the shell's banner (the default), a category's banner under its
 * breadcrumbs and title, a product's main picture, the first card of search results, the blog's
 * first post card, a post's picture. The blog's carry the text above the picture (as the page
 * words it, in the store's language), which the shell writes out so it wraps as the page's does.
 */
export type ShellLayout =
  | { page: 'home' }
  | { page: 'category' }
  | { page: 'product'; breadcrumbs: boolean }
  | { page: 'search' }
  | { page: 'blog'; heading: string; intro: string; chips: string[] }
  | { page: 'blog-post'; title: string; meta: ShellPostMeta };

/** A post's line under its title (blog/PostMeta.tsx): its categories' titles, then its date and author as shown. */
export interface ShellPostMeta {
  categories: string[];
  details: string[];
}

/** The page's largest picture, shown by the static shell before any script runs. */
export interface ShellPicture {
  src: string;
  srcSet: string;
  sizes: string;
  /** A phone picture and the media query it is for (with the server's data: URL of it, as for `placeholder`). */
  mobile?: { srcSet: string; media: string; placeholder?: string };
  /** Where the shell shows it (the home page's banner when missing). */
  layout?: ShellLayout;
  /** The intrinsic size the page's <img> writes (its aspect before the file loads). */
  box?: { width: number; height: number };
  /** Set by the server: a small file of the picture as a data: URL, which the shell shows instead of fetching. */
  placeholder?: string;
}

export interface FirstPaintPlan {
  /** The named chunk groups of the page's lazy parts (the page's own chunk is added by the server). */
  chunks: string[];
  /** The page's largest image (one per media query when phones get another), preloaded exactly as its <img> asks for it. */
  images: Preload[];
  /** The picture the static shell shows until the app renders (the home slider's first slide, a category's banner...). */
  shellPicture?: ShellPicture;
  /** A page without one whose largest paint is the line under its heading: the shell writes both out (added by the server's plan from the page's introId). */
  shellIntro?: ShellIntro;
  /** A CMS page whose largest paint is a text it opens with: the shell writes out its heading and those texts. */
  shellArticle?: ShellArticle;
  /** The page's chrome as the shell draws it on a phone (added by the server's plan for every page). */
  shellChrome?: ShellChrome;
  /** Set when the URL is no page (404) or Magento redirects it: the server answers with that status. */
  status?: PageStatus;
}

/** How the server answers a URL the backend does not show as a page: not found, or Magento's redirect to a path of this site. */
export type PageStatus = { code: 404 } | { code: 301 | 302; location: string };

/**
 * What of the page's chrome the static shell draws on a phone: the install offer, where the app
 * shows it from the first screen, docked where the app docks it (on the tab bar where the page has
 * one). Without it the offer popped in seconds after the page, the largest paint of a short page.
 */
export interface ShellChrome {
  tabBar: boolean;
  /** The offer's heading and line, in the store's language; null where the app shows none at first. */
  installOffer: { title: string; text: string } | null;
}

/** A page's heading and the line under it (lib/page/PageIntro.tsx), in the store's language. */
export interface ShellIntro {
  title: string;
  intro: string;
}

/**
 * A CMS page's heading (cms-page/CmsArticle.tsx) and the plain texts its first row opens with
 * (src/pagebuilder/firstTexts.ts), which the shell writes out as the page draws them.
 */
export interface ShellArticle {
  /** The content heading; null when the page's heading is for screen readers only (it takes no room). */
  heading: string | null;
  blocks: TextBlock[];
}

/** The store configuration every page asks first (the chrome's), as far as first paints need it. */
export interface FirstPaintStoreConfig {
  cms_home_page?: string | null;
  is_maintenance?: number | null;
  product_url_suffix?: string | null;
}

export interface FirstPaintContext {
  url: URL;
  /** The route pattern's parameters (`/blog/post/:postUrl` gives postUrl). */
  params: Readonly<Record<string, string | undefined>>;
  /** For a catalogue page: what the URL resolved to. */
  route: { uid?: string; identifier?: string } | null;
  run: RunQuery;
  /** The hosts the shopper's browser may know this page by (Host, X-Forwarded-Host). */
  pageHosts: string[];
  storeConfig: FirstPaintStoreConfig | null;
  /** Messages and dates in the store's language, which the app shows a shopper who chose none. */
  text: StoreText;
}

/** Whether a plan reads the query parameter `name`. */
export type QueryParams = (name: string) => boolean;

type PlanFirstScreen = (context: FirstPaintContext) => Promise<FirstPaintPlan | null>;

/**
 * A page's first screen: its queries (through `context.run`) and its preloads; null when the URL
 * shows nothing worth planning. `queryParams` names the query parameters it reads (none when
 * absent): the server plans, renders and keeps the page by those alone, so any other (a cache
 * buster, a campaign's utm_source) never makes another render.
 */
export type FirstPaint = PlanFirstScreen & { readonly queryParams?: QueryParams };

/** A plan that reads the query parameters `queryParams` names. */
export const readingParams = (plan: PlanFirstScreen, queryParams: QueryParams): FirstPaint => Object.assign(plan, { queryParams });

export interface ImageSources {
  src: string;
  srcSet: string;
  sizes: string;
}

/**
 * A preload of the picture exactly as the page's <img> asks for it. The browser resizes only
 * images on its own origin (a proxied Magento's media stay as they are), so an image elsewhere
 * gets no preload that would not match.
 */
export function imagePreload({ src, srcSet, sizes }: ImageSources, pageHosts: string[], media?: string): Preload | null {
  if (!pageHosts.includes(new URL(src, 'http://invalid').host)) return null;
  return { href: src, as: 'image', imageSrcSet: srcSet, imageSizes: sizes, ...(media ? { media } : {}), fetchPriority: 'high' };
}

export const preloads = (...candidates: Array<Preload | null>): Preload[] => candidates.filter((preload): preload is Preload => preload !== null);
