import { createApp } from '../app';
import { ConfigError, readConfig } from '../config';
import { contentSecurityPolicy } from '../securityHeaders';
import { createStaticHandler, pageHeadTags } from '../staticFiles';
import { createFakeDist, type FakeDist } from '../test/fakeDist';
import { listen, rawRequest, type RunningServer } from '../test/listen';

const KEY = 'AIzaSyTest-key_0123456789';
const META = `<meta name="google-maps-api-key" content="${KEY}">`;

/** The sources of one directive of a policy. */
const directive = (policy: string, name: string) =>
  policy
    .split(';')
    .map((part) => part.trim().split(/\s+/))
    .find(([directiveName]) => directiveName === name)
    ?.slice(1) ?? [];

describe('GOOGLE_MAPS_API_KEY', () => {
  it('is optional; a blank value counts as unset and a key is trimmed', () => {
    expect(readConfig({}).googleMapsApiKey).toBeNull();
    expect(readConfig({ GOOGLE_MAPS_API_KEY: '  ' }).googleMapsApiKey).toBeNull();
    expect(readConfig({ GOOGLE_MAPS_API_KEY: ` ${KEY}\n` }).googleMapsApiKey).toBe(KEY);
  });

  it('refuses a value that cannot be a Google API key', () => {
    expect(() => readConfig({ GOOGLE_MAPS_API_KEY: 'AIza"><script>alert(1)</script>' })).toThrow(ConfigError);
  });
});

describe('Content-Security-Policy and Google Maps', () => {
  it("adds Google Maps' script, image, connection, style and font sources only with a key", () => {
    const without = contentSecurityPolicy();
    const withKey = contentSecurityPolicy({ googleMapsApiKey: KEY });
    expect(without).not.toMatch(/googleapis|gstatic/);
    expect(directive(withKey, 'script-src')).toEqual(["'self'", 'https://maps.googleapis.com']);
    expect(directive(withKey, 'img-src')).toEqual(expect.arrayContaining(["'self'", 'https://maps.gstatic.com', 'https://maps.googleapis.com', 'https://*.googleapis.com']));
    expect(directive(withKey, 'connect-src')).toEqual(["'self'", 'https://maps.googleapis.com']);
    expect(directive(withKey, 'font-src')).toContain('https://fonts.gstatic.com');
    expect(directive(withKey, 'style-src')).toEqual(["'self'", 'https://fonts.googleapis.com']);
    // Still no inline script or style, and the other directives are as without a key.
    expect(withKey).not.toContain("'unsafe-inline'");
    expect(directive(withKey, 'frame-src')).toEqual(directive(without, 'frame-src'));
    expect(directive(withKey, 'default-src')).toEqual(["'self'"]);
  });
});

describe('the page carries the key in a meta tag', () => {
  let dist: FakeDist;
  let withKey: RunningServer;
  let withoutKey: RunningServer;
  const api = async () => false;

  beforeAll(async () => {
    dist = createFakeDist();
    withKey = await listen(createApp({ distDir: dist.dir, api, log: () => {}, firstPaint: false, security: { googleMapsApiKey: KEY } }));
    withoutKey = await listen(createApp({ distDir: dist.dir, api, log: () => {}, firstPaint: false }));
  });

  afterAll(async () => {
    await withKey.close();
    await withoutKey.close();
    dist.remove();
  });

  it('in the <head> of every page, with the policy that lets the map load', async () => {
    for (const path of ['/', '/health-beauty-week', '/skincare.html']) {
      const page = await rawRequest(withKey.url, path);
      expect(page.status).toBe(200);
      expect(page.text).toContain(`${META}</head>`);
      expect(directive(String(page.headers['content-security-policy']), 'script-src')).toContain('https://maps.googleapis.com');
    }
  });

  it('not at all without a key', async () => {
    const page = await rawRequest(withoutKey.url, '/health-beauty-week');
    expect(page.status).toBe(200);
    expect(page.text).not.toContain('google-maps-api-key');
    expect(String(page.headers['content-security-policy'])).not.toContain('googleapis');
  });

  it('not in other files', async () => {
    const script = await rawRequest(withKey.url, '/static/js/main.3f2a9c1b.js');
    expect(script.text).not.toContain(KEY);
  });

  it('before the first-paint decoration sees the page', async () => {
    const seen: string[] = [];
    const handler = createStaticHandler({
      distDir: dist.dir,
      headTags: pageHeadTags({ googleMapsApiKey: KEY }),
      decorateIndex: async (_req, html) => {
        seen.push(html);
        return html.replace('</body>', '<!-- decorated --></body>');
      },
    });
    const site = await listen(handler);
    try {
      const page = await rawRequest(site.url, '/');
      expect(seen[0]).toContain(META);
      expect(page.text).toContain(META);
      expect(page.text).toContain('<!-- decorated -->');
    } finally {
      await site.close();
    }
  });

  it('escapes the key as an attribute value', () => {
    expect(pageHeadTags({ googleMapsApiKey: 'a"b<c>&d' })).toBe('<meta name="google-maps-api-key" content="a&quot;b&lt;c&gt;&amp;d">');
    expect(pageHeadTags({ googleMapsApiKey: null })).toBe('');
  });
});
