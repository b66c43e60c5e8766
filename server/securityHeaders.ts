import type { ServerResponse } from 'node:http';

/**
 * The security headers every response carries. The Content-Security-Policy lives here only:
 * to allow a new third party (a map provider, a payment widget), add its origin to the
 * directive it needs in DIRECTIVES.
 */

/** Embeds the storefront may show: Page Builder videos and the store locator's map. */
const EMBED_ORIGINS = ['https://www.youtube.com', 'https://www.youtube-nocookie.com', 'https://player.vimeo.com', 'https://www.google.com', 'https://maps.google.com'];

const DIRECTIVES: Record<string, string[]> = {
  'default-src': ["'self'"],
  // No eval, and no inline script but those named by hash (SecurityOptions.inlineScriptSources).
  'script-src': ["'self'"],
  'style-src': ["'self'"],
  'img-src': ["'self'", 'data:', 'blob:'],
  'connect-src': ["'self'"],
  'font-src': ["'self'", 'data:'],
  'manifest-src': ["'self'"],
  'worker-src': ["'self'"],
  'frame-src': EMBED_ORIGINS,
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'frame-ancestors': ["'none'"],
  'form-action': ["'self'"],
};

/**
 * What the Maps JavaScript API loads, from Google's CSP guide for it: the API script and its
 * modules, map tiles and markers, its requests, and the Roboto font it adds with a stylesheet.
 */
const GOOGLE_MAPS_SOURCES: Record<string, string[]> = {
  'script-src': ['https://maps.googleapis.com'],
  'img-src': ['https://maps.gstatic.com', 'https://maps.googleapis.com', 'https://*.googleapis.com'],
  'connect-src': ['https://maps.googleapis.com'],
  'style-src': ['https://fonts.googleapis.com'],
  'font-src': ['https://fonts.gstatic.com'],
};

export interface SecurityOptions {
  /**
   * Origin of a proxied Magento (MAGENTO_BACKEND_URL): its GraphQL answers carry absolute media
   * URLs on that origin, so images may load from it.
   */
  backendOrigin?: string;
  /** GOOGLE_MAPS_API_KEY: only with a key do Google Maps' domains join the policy. */
  googleMapsApiKey?: string | null;
  /** The hashes of the build's own inline <style> elements (server/inlineStyles.ts): those, and no other, may apply. */
  inlineStyleSources?: string[];
  /** The hashes of the server's own inline scripts (server/inlineStyles.ts): those, and no other, may run. */
  inlineScriptSources?: string[];
}

export function contentSecurityPolicy({ backendOrigin, googleMapsApiKey, inlineStyleSources = [], inlineScriptSources = [] }: SecurityOptions = {}): string {
  const directives = { ...DIRECTIVES };
  if (inlineStyleSources.length > 0) directives['style-src'] = [...directives['style-src'], ...inlineStyleSources];
  if (inlineScriptSources.length > 0) directives['script-src'] = [...directives['script-src'], ...inlineScriptSources];
  if (backendOrigin) directives['img-src'] = [...directives['img-src'], backendOrigin];
  if (googleMapsApiKey) {
    for (const [name, sources] of Object.entries(GOOGLE_MAPS_SOURCES)) directives[name] = [...directives[name], ...sources];
  }
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}

export function securityHeaders(options: SecurityOptions = {}): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(options),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Frame-Options': 'DENY',
    // The store locator may ask for the shopper's position; nothing needs camera or microphone.
    'Permissions-Policy': 'geolocation=(self), camera=(), microphone=(), payment=(), usb=()',
  };
}

/** Names of the headers above, lower-cased: an upstream's own values for them are dropped when proxying. */
export const SECURITY_HEADER_NAMES = Object.keys(securityHeaders()).map((name) => name.toLowerCase());

export function applySecurityHeaders(res: ServerResponse, headers: Record<string, string>): void {
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
}
