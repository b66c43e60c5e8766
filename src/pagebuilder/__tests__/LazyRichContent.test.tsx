import { screen } from '@testing-library/react';
import { renderApp } from '../../app/__testUtils__/renderApp';
import { inForm } from '../__testUtils__/storageForms';
import { LazyRichContent } from '../LazyRichContent';

describe('LazyRichContent (catalogue descriptions)', () => {
  it('shows plain HTML sanitized', async () => {
    const { container } = await renderApp('/start', { ui: <LazyRichContent html={'<p>Gentle <b>serum</b></p><script>window.x = 1</script>'} /> });
    expect(screen.getByText('serum').tagName).toBe('B');
    expect(container.querySelector('script')).toBeNull();
  });

  it('renders Page Builder content through the renderer', async () => {
    const html = inForm('<div data-content-type="row" data-appearance="contained" data-element="main"><div data-element="inner" pb="padding:8px"><h3 data-content-type="heading" data-element="main" pb="text-align:center">How to use</h3></div></div>', '2.4');
    await renderApp('/start', { ui: <LazyRichContent html={html} /> });
    expect(await screen.findByRole('heading', { level: 3, name: 'How to use' })).toHaveStyle({ textAlign: 'center' });
  });

  it('shows nothing for an empty description', async () => {
    const { container } = await renderApp('/start', { ui: <LazyRichContent html={'  '} /> });
    expect(container.textContent).toBe('');
  });
});
