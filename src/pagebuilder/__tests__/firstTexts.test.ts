import { BOTH_FORMS, backgroundImages, inForm } from '../__testUtils__/storageForms';
import { firstRowTexts } from '../firstTexts';

// Read on the server without a DOM; compared here with what a browser's parser (jsdom) reads.

const ROW_STYLE = 'justify-content:flex-start;display:flex;flex-direction:column;background-position:left top;background-size:cover;background-repeat:no-repeat;background-attachment:scroll';

const row = (children: string, { style = ROW_STYLE, images = {}, appearance = 'contained' }: { style?: string; images?: Record<string, string>; appearance?: string } = {}) =>
  `<div data-content-type="row" data-appearance="${appearance}" data-element="main"><div data-enable-parallax="0" data-parallax-speed="0.5" ${backgroundImages(images)} data-background-type="image" data-video-loop="true" data-element="inner" pb="${style}">${children}</div></div>`;
const heading = (level: number, content: string, style = 'text-align:left') => `<h${level} data-content-type="heading" data-appearance="default" data-element="main" pb="${style}">${content}</h${level}>`;
const text = (html: string, style = 'text-align:left') => `<div data-content-type="text" data-appearance="default" data-element="main" pb="${style}">${html}</div>`;
const columns = '<div class="pagebuilder-column-group" data-content-type="column-group" data-appearance="default" data-element="main" pb="display:flex;width:100%"><div class="pagebuilder-column" data-content-type="column" data-element="main"></div></div>';
const image = '<figure data-content-type="image" data-appearance="full-width" data-element="main"><img src="https://shop.test/media/a.jpg" alt=""></figure>';

const ABOUT = row(`\n  ${heading(2, 'Sehat dan cantik, dari satu tempat')}\n  ${text('<p>Jingga Health &amp; Beauty started in 2012.</p>\n<p>We sell only original products.</p>')}${columns}`);

/** The texts a browser shows for the elements the reader gave, in order. */
function browserTexts(content: string, count: number): string[] {
  const body = new DOMParser().parseFromString(content.replace(/<style>[\s\S]*?<\/style>/g, ''), 'text/html').body;
  return Array.from(body.querySelectorAll('[data-content-type="heading"], [data-content-type="text"] > *'))
    .slice(0, count)
    .map((element) => element.textContent ?? '');
}

describe.each(BOTH_FORMS)('firstRowTexts, %s style form', (form) => {
  it('reads the heading and paragraphs a plain first row opens with, up to the first other content type', () => {
    expect(firstRowTexts(inForm(ABOUT, form))).toEqual([
      { type: 'heading', elements: [{ tag: 'h2', text: 'Sehat dan cantik, dari satu tempat' }] },
      {
        type: 'text',
        elements: [
          { tag: 'p', text: 'Jingga Health & Beauty started in 2012.' },
          { tag: 'p', text: 'We sell only original products.' },
        ],
      },
    ]);
  });

  it('gives each text as a browser shows it, references decoded', () => {
    const content = inForm(
      row(`${heading(3, ' Caf&eacute; &amp; spa&nbsp;&#8212; &quot;new&quot; ')}${text('<h4>It&#39;s &lt;here&gt;</h4><p>A &amp;&nbsp;B\n  C &#x1F600; D & E</p>')}`),
      form,
    );
    const blocks = firstRowTexts(content) ?? [];
    const read = blocks.flatMap((block) => block.elements);
    expect(read.map((element) => element.tag)).toEqual(['h3', 'h4', 'p']);
    expect(read.map((element) => element.text)).toEqual(browserTexts(content, 3));
  });

  it('stops at the first element it cannot draw as the page does', () => {
    const texts = (content: string) => firstRowTexts(inForm(content, form))?.flatMap((block) => block.elements.map((element) => element.text)) ?? null;
    // Inline markup, a line break, an element with attributes, an image, a styled heading.
    expect(texts(row(text('<p>One</p><p>Two <strong>bold</strong></p><p>Three</p>')))).toEqual(['One']);
    expect(texts(row(text('<p>One</p><p>Two<br>lines</p>')))).toEqual(['One']);
    expect(texts(row(text('<p>One</p><p style="color: red">Two</p>') + heading(2, 'Later')))).toEqual(['One']);
    expect(texts(row(`${heading(2, 'Title')}${image}${text('<p>Under the picture</p>')}`))).toEqual(['Title']);
    expect(texts(row(`${heading(2, 'Title')}${heading(2, 'Centred', 'text-align:center')}`))).toEqual(['Title']);
    expect(texts(row(`${heading(2, 'Title')}${text('<p>Big</p>', 'text-align:left;margin:0 0 40px')}`))).toEqual(['Title']);
    // An unknown reference, an empty paragraph.
    expect(texts(row(text('<p>One</p><p>&madeup; two</p>')))).toEqual(['One']);
    expect(texts(row(text('<p>One</p><p> </p><p>Three</p>')))).toEqual(['One']);
  });

  it('gives nothing for content whose first row is not a plain contained row opening with text', () => {
    const read = (content: string) => firstRowTexts(inForm(content, form));
    expect(read(row(`${image}${text('<p>After</p>')}`))).toBeNull();
    expect(read(row(text('<p>On a picture</p>'), { images: { desktop_image: 'https://shop.test/media/hero.jpg' } }))).toBeNull();
    expect(read(row(text('<p>Padded</p>'), { style: `${ROW_STYLE};padding:24px` }))).toBeNull();
    expect(read(row(text('<p>Wide</p>'), { appearance: 'full-width' }))).toBeNull();
    // Anything before the row is drawn above it.
    expect(read(`<p>Before</p>${row(text('<p>Row</p>'))}`)).toBeNull();
    expect(read('<p>Plain HTML, not Page Builder</p>')).toBeNull();
    expect(firstRowTexts(null)).toBeNull();
  });

  it('never passes markup on: a tag inside a text ends the reading, an escaped one is text', () => {
    const texts = firstRowTexts(inForm(row(`${heading(2, '&lt;script&gt;alert(1)&lt;/script&gt;')}${text('<p>Safe</p><p><script>alert(2)</script></p><p onclick="x()">Three</p>')}`), form));
    expect(texts).toEqual([
      { type: 'heading', elements: [{ tag: 'h2', text: '<script>alert(1)</script>' }] },
      { type: 'text', elements: [{ tag: 'p', text: 'Safe' }] },
    ]);
    expect(firstRowTexts(inForm(row(heading(2, 'Hi <img src=x onerror="alert(1)">')), form))).toBeNull();
  });
});

test('a first row changed on phones (a media rule, 2.4 only) gives nothing; a text changed there ends the reading', () => {
  const phoneRow = `<div data-content-type="row" data-appearance="contained" data-element="main"><div data-background-images="{}" data-element="inner" pb="${ROW_STYLE}" pb-mobile="padding:8px">${text('<p>One</p>')}</div></div>`;
  expect(firstRowTexts(inForm(phoneRow, '2.4'))).toBeNull();
  const phoneText = `<div data-content-type="text" data-element="main" pb="text-align:left" pb-mobile="text-align:center"><p>Two</p></div>`;
  expect(firstRowTexts(inForm(row(text('<p>One</p>') + phoneText), '2.4'))).toEqual([{ type: 'text', elements: [{ tag: 'p', text: 'One' }] }]);
});
