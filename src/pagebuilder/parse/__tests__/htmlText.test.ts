/** @jest-environment node */
import { decodeHtmlText } from '../htmlText';

describe('decodeHtmlText (the text a browser shows, read without a DOM)', () => {
  it('decodes references by name and number as a browser does', () => {
    expect(decodeHtmlText('Health &amp; Beauty&nbsp;&#39;24 &#x27;x&#X27; &quot;q&quot; &lt;b&gt; caf&eacute; 50&ndash;60&hellip;')).toBe(
      'Health & Beauty\u00a0\'24 \'x\' "q" <b> caf\u00e9 50\u201360\u2026',
    );
    expect(decodeHtmlText('&#128512; &#x1F600;')).toBe('\u{1F600} \u{1F600}');
  });

  it('keeps a lone "&" and text that needs no decoding as it is', () => {
    expect(decodeHtmlText('Health & Beauty & ')).toBe('Health & Beauty & ');
    expect(decodeHtmlText('Sehat dan cantik, dari satu tempat > 1')).toBe('Sehat dan cantik, dari satu tempat > 1');
    expect(decodeHtmlText('a\r\nb\rc')).toBe('a\nb\nc');
  });

  it('gives null for what it cannot decode exactly as a browser would', () => {
    // A name it does not list, a name without ";" (read by a browser as "©..."), "&" before a number.
    for (const raw of ['&unknownname;', '&copy 2024', '&ampx', '&#', '&#xZZ;', '&#12345678;']) expect(decodeHtmlText(raw)).toBeNull();
    // Numbers a browser maps or replaces, and control characters.
    for (const raw of ['&#150;', '&#0;', '&#xD800;', '&#x110000;', '&#13;', 'a\u0000b', 'a\u0085b']) expect(decodeHtmlText(raw)).toBeNull();
  });
});
