/** A video the storefront agrees to play: a YouTube or Vimeo embed, or a video file. */
export type VideoSource =
  | { provider: 'youtube'; id: string; /** youtube-nocookie.com, the privacy-enhanced player */ privacy: boolean }
  | { provider: 'vimeo'; id: string; /** an unlisted video's access hash */ hash: string | null }
  | { provider: 'file'; url: string };

const YOUTUBE_HOSTS = new Set(['youtube.com', 'www.youtube.com', 'm.youtube.com']);
const NOCOOKIE_HOSTS = new Set(['youtube-nocookie.com', 'www.youtube-nocookie.com']);
const YOUTUBE_ID = /^[\w-]{11}$/;
const YOUTUBE_PATH = /^\/(?:embed|v|shorts|live)\/([\w-]{11})\/?$/;
const VIMEO_HOSTS = new Set(['vimeo.com', 'www.vimeo.com']);
const VIMEO_PATH = /^\/(?:channels\/[\w-]+\/|groups\/[\w-]+\/videos\/|album\/\d+\/video\/)?(\d+)(?:\/([\da-f]+))?\/?$/i;
const VIMEO_PLAYER_PATH = /^\/video\/(\d+)\/?$/;
const HASH = /^[\da-f]+$/i;
const FILE_PATH = /\.(?:mp4|webm)$/i;
/** A host written without its scheme ("youtu.be/abc", as merchants paste them). */
const BARE_HOST = /^(?:(?:www|m)\.)?(?:youtube\.com|youtu\.be|youtube-nocookie\.com|vimeo\.com|player\.vimeo\.com)\//i;

function parseUrl(src: string, origin: string): URL | null {
  try {
    return new URL(BARE_HOST.test(src) ? `https://${src}` : src, origin);
  } catch {
    return null;
  }
}

function youtubeId(url: URL): string | null {
  if (url.hostname === 'youtu.be') return YOUTUBE_ID.exec(url.pathname.slice(1).replace(/\/$/, ''))?.[0] ?? null;
  if (url.pathname === '/watch') return YOUTUBE_ID.exec(url.searchParams.get('v') ?? '')?.[0] ?? null;
  return YOUTUBE_PATH.exec(url.pathname)?.[1] ?? null;
}

function vimeo(url: URL): VideoSource | null {
  const hashParam = url.searchParams.get('h');
  if (url.hostname === 'player.vimeo.com') {
    const id = VIMEO_PLAYER_PATH.exec(url.pathname)?.[1];
    return id ? { provider: 'vimeo', id, hash: hashParam && HASH.test(hashParam) ? hashParam : null } : null;
  }
  const match = VIMEO_PATH.exec(url.pathname);
  return match ? { provider: 'vimeo', id: match[1], hash: match[2] ?? null } : null;
}

/**
 * The video a stored src points at, or null for anything else (another host, a page, a
 * javascript: or data: URL). Only what this returns is ever played: embed URLs are rebuilt from it.
 */
export function readVideoSource(src: string, origin: string = window.location.origin): VideoSource | null {
  const url = parseUrl(src.trim(), origin);
  if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:') || url.username || url.password) return null;
  const host = url.hostname.toLowerCase();
  if (YOUTUBE_HOSTS.has(host) || NOCOOKIE_HOSTS.has(host) || host === 'youtu.be') {
    const id = youtubeId(url);
    return id ? { provider: 'youtube', id, privacy: NOCOOKIE_HOSTS.has(host) } : null;
  }
  if (VIMEO_HOSTS.has(host) || host === 'player.vimeo.com') return vimeo(url);
  return FILE_PATH.test(url.pathname) ? { provider: 'file', url: url.href } : null;
}

/** The player URL of a YouTube or Vimeo video; autoplay is always muted (browsers block it otherwise). */
export function embedUrl(source: Exclude<VideoSource, { provider: 'file' }>, autoplay: boolean): string {
  if (source.provider === 'youtube') {
    const host = source.privacy ? 'https://www.youtube-nocookie.com' : 'https://www.youtube.com';
    const query = autoplay ? '?autoplay=1&mute=1&playsinline=1' : '';
    return `${host}/embed/${source.id}${query}`;
  }
  const params = new URLSearchParams();
  if (source.hash) params.set('h', source.hash);
  params.set('title', '0');
  params.set('byline', '0');
  params.set('portrait', '0');
  if (autoplay) {
    params.set('autoplay', '1');
    params.set('muted', '1');
  }
  return `https://player.vimeo.com/video/${source.id}?${params.toString()}`;
}

/** The provider's name, for the player's title. */
export const providerName = (source: VideoSource) => (source.provider === 'youtube' ? 'YouTube' : source.provider === 'vimeo' ? 'Vimeo' : null);
