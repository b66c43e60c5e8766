import { BOTH_FORMS, backgroundImages, inForm } from '../../__testUtils__/storageForms';
import { isPageBuilderContent } from '../../detect';
import { parseStorageHtml } from '../parseStorageHtml';

const ROW = `<div data-content-type="row" data-appearance="contained" data-element="main">
  <div data-enable-parallax="0" data-parallax-speed="0.5" ${backgroundImages({ desktop_image: 'https://shop.test/media/a.jpg' })} data-element="inner" pb="justify-content:flex-start;display:flex;flex-direction:column;background-color:#fff4ec;padding:24px 16px;margin:0 0 8px" pb-mobile="padding:8px">
    <h2 data-content-type="heading" data-appearance="default" data-element="main" pb="text-align:center;border-left:4px solid #f26c1d">Promo</h2>
    <div class="pagebuilder-column-group" data-content-type="column-group" data-appearance="default" data-grid-size="12" data-element="main" pb="display:flex;width:100%">
      <div class="pagebuilder-column" data-content-type="column" data-appearance="align-center" data-element="main" pb="width:50%;align-self:center"><div data-content-type="text" data-appearance="default" data-element="main"><p>One</p></div></div>
      <div class="pagebuilder-column" data-content-type="column" data-appearance="full-height" data-element="main" pb="width:50%"></div>
    </div>
  </div>
</div>`;

describe.each(BOTH_FORMS)('parseStorageHtml, %s style form', (form) => {
  const html = inForm(ROW, form);
  const { nodes, mediaRules } = parseStorageHtml(html);

  it('builds the tree of content types, skipping the wrappers between them', () => {
    const shape = (node: (typeof nodes)[number]): unknown => [node.type, node.appearance, node.children.map(shape)];
    expect(nodes.map(shape)).toEqual([
      ['row', 'contained', [['heading', 'default', []], ['column-group', 'default', [['column', 'align-center', [['text', 'default', []]]], ['column', 'full-height', []]]]]],
    ]);
  });

  it('resolves each element’s style from its rule or inline style', () => {
    const [row] = nodes;
    const inner = row.element.querySelector('[data-element="inner"]') as Element;
    expect(row.styleOf(inner)).toMatchObject({ 'background-color': '#fff4ec', padding: '24px 16px', margin: '0 0 8px', display: 'flex' });
    expect(row.styleOf(row.children[0].element)).toEqual({ 'text-align': 'center', 'border-left': '4px solid #f26c1d' });
    expect(row.styleOf(row.element)).toEqual({});
  });

  it('leaves no style attribute and no <style> element in the parsed markup (the CSP would block them)', () => {
    const [row] = nodes;
    expect(row.element.ownerDocument.querySelector('style, [style]')).toBeNull();
  });

  it('keeps media-query rules apart, with the id of the element they style', () => {
    if (form === '2.3') {
      expect(mediaRules).toEqual([]);
      return;
    }
    const inner = nodes[0].element.querySelector('[data-element="inner"]') as Element;
    expect(mediaRules).toEqual([{ media: 'only screen and (max-width: 768px)', styleId: inner.getAttribute('data-pb-style'), declarations: [['padding', '8px']] }]);
  });
});

describe('parseStorageHtml with broken input', () => {
  it('renders what it can of unclosed tags, unknown attributes and a broken style block', () => {
    const html = '<style>#html-body [data-pb-style=A1]{color:red;;padding:}}} @media {</style><div data-content-type="row" data-pb-style="A1" data-whatever="{"><div data-content-type="text"><p>Still here';
    const { nodes } = parseStorageHtml(html);
    expect(nodes).toHaveLength(1);
    expect(nodes[0].children[0].element.textContent).toBe('Still here');
    expect(nodes[0].styleOf(nodes[0].element).color).toBe('red');
  });

  it('returns no nodes for markup without content types', () => {
    expect(parseStorageHtml('<p>Plain</p>').nodes).toEqual([]);
  });
});

describe('isPageBuilderContent', () => {
  it('detects content by its data-content-type markers only', () => {
    expect(isPageBuilderContent('<div data-content-type="row"></div>')).toBe(true);
    expect(isPageBuilderContent('<p>data-content-type= in text</p>')).toBe(false);
    expect(isPageBuilderContent('<p>Plain</p>')).toBe(false);
    expect(isPageBuilderContent(null)).toBe(false);
  });
});
