import { sanitizeHtml } from '..';

describe('sanitizeHtml', () => {
  it('removes scripts, event handlers and javascript: links but keeps content and links', () => {
    const html = sanitizeHtml('<p onclick="x()">Hi <a href="javascript:alert(1)">bad</a> <a href="/faq">FAQ</a></p><script>alert(1)</script>');
    const root = document.createElement('div');
    root.innerHTML = html;
    expect(root.querySelector('script')).toBeNull();
    expect(root.querySelector('p')?.getAttribute('onclick')).toBeNull();
    expect(root.querySelectorAll('a')[0].getAttribute('href')).toBeNull();
    expect(root.querySelectorAll('a')[1].getAttribute('href')).toBe('/faq');
    expect(root.textContent).toBe('Hi bad FAQ');
  });

  it('drops <style> elements and style attributes, which the CSP would block', () => {
    const html = sanitizeHtml('<style>p{color:red}</style><p style="color:red" class="x">Text</p>');
    expect(html).toBe('<p class="x">Text</p>');
  });

  it('drops style attributes in any letter case and quoting, keeping the other attributes', () => {
    const html = sanitizeHtml('<div data-pb-style="A" style="margin: 0"><p STYLE=\'color:red\' title="x">Hello</p><span style=bold>b</span></div>');
    expect(html).toBe('<div data-pb-style="A"><p title="x">Hello</p><span>b</span></div>');
  });

  it('keeps target=_blank and makes such links noopener noreferrer', () => {
    const root = document.createElement('div');
    root.innerHTML = sanitizeHtml('<a href="https://wa.me/1" target="_blank" rel="noopener">Chat</a>');
    const link = root.querySelector('a')!;
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('gives an empty string for missing content', () => {
    expect(sanitizeHtml(null)).toBe('');
    expect(sanitizeHtml(undefined)).toBe('');
  });
});

it('removes inline styles before parsing, leaving text that merely mentions style alone', () => {
  const html = sanitizeHtml('<style>#html-body [data-pb-style=A]{x:1}</style><div data-pb-style="A" style=\'a:b\'><p>A style = B</p></div>');
  expect(html).toBe('<div data-pb-style="A"><p>A style = B</p></div>');
});
