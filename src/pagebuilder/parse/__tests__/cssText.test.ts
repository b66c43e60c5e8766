import { cssBlocks, cssDeclarations } from '../cssText';
import { readInlineStyle, readStyleRules } from '../styleRules';

describe('cssBlocks and cssDeclarations', () => {
  it('reads rules and one level of @media, skipping comments and braces inside strings', () => {
    const css = '/* a { } */ #a [data-pb-style=X]{content:"}";color:red} @media only screen and (max-width: 768px){#a [data-pb-style=X]{color:blue}}';
    const blocks = cssBlocks(css);
    expect(blocks.map((block) => block.prelude)).toEqual(['#a [data-pb-style=X]', '@media only screen and (max-width: 768px)']);
    expect(cssBlocks(blocks[1].body)).toEqual([{ prelude: '#a [data-pb-style=X]', body: 'color:blue' }]);
    expect(cssDeclarations(blocks[0].body)).toEqual([
      ['content', '"}"'],
      ['color', 'red'],
    ]);
  });

  it('keeps semicolons inside url() and quotes, lower-cases properties, drops !important and empty or invalid declarations', () => {
    expect(cssDeclarations('Background-Image:url(data:image/png;base64,AAA=); font-family:"A;B", serif ;COLOR: Red !important;;padding:;: x; 1x: y')).toEqual([
      ['background-image', 'url(data:image/png;base64,AAA=)'],
      ['font-family', '"A;B", serif'],
      ['color', 'Red'],
    ]);
  });

  it('stops at unbalanced input without throwing', () => {
    expect(cssBlocks('a{color:red}}} b{color:blue}')).toEqual([{ prelude: 'a', body: 'color:red' }]);
    expect(cssBlocks('a{color:red')).toEqual([]);
    expect(cssDeclarations('color: "unterminated; x: y')).toEqual([['color', '"unterminated; x: y']]);
  });
});

describe('readStyleRules', () => {
  it('maps Page Builder rule ids (selector lists too) to declarations, and media rules apart; other selectors are ignored', () => {
    const { byStyleId, mediaRules } = readStyleRules([
      '#html-body [data-pb-style=A1],#html-body [data-pb-style=B2]{text-align:left}#html-body [data-pb-style=A1]{margin:0} .other{color:red} @font-face{font-family:x}',
      '@media only screen and (max-width: 768px){#html-body [data-pb-style=B2]{min-height:240px}}',
    ]);
    expect(Object.fromEntries(byStyleId)).toEqual({
      A1: [
        ['text-align', 'left'],
        ['margin', '0'],
      ],
      B2: [['text-align', 'left']],
    });
    expect(mediaRules).toEqual([{ media: 'only screen and (max-width: 768px)', styleId: 'B2', declarations: [['min-height', '240px']] }]);
  });

  it('reads an inline style attribute', () => {
    expect(readInlineStyle('justify-content: flex-start; display: flex; border-style: none; ')).toEqual([
      ['justify-content', 'flex-start'],
      ['display', 'flex'],
      ['border-style', 'none'],
    ]);
    expect(readInlineStyle(null)).toEqual([]);
  });
});
