import { stripInlineStyles } from '../stripInlineStyles';

describe('stripInlineStyles', () => {
  it('removes style elements and style attributes, keeping everything else', () => {
    const html =
      '<style>#html-body [data-pb-style=A]{margin:0}</style><div data-pb-style="A" style="margin: 0" class="row">' +
      '<p STYLE=\'color:red\' title="x">Hello</p><span style=bold>b</span></div>';
    expect(stripInlineStyles(html)).toBe('<div data-pb-style="A" class="row"><p title="x">Hello</p><span>b</span></div>');
  });

  it('leaves text that merely mentions style alone', () => {
    expect(stripInlineStyles('<p>Find your style = confidence</p>')).toBe('<p>Find your style = confidence</p>');
  });
});
