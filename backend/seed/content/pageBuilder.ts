/**
 * Writes Magento Page Builder storage HTML (MAGENTO_API.md §12) as 2.4.7 saves it: each element
 * carries data-content-type / data-appearance / data-element, styles go to a leading <style> block
 * as `#html-body [data-pb-style=ID]{...}` rules referenced by data-pb-style, and background images
 * are JSON in data-background-images with backslash-escaped quotes.
 */
export type Style = Record<string, string | number>;

const attr = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
export const text = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const css = (style: Style) =>
  Object.entries(style)
    .map(([property, value]) => `${property}:${value}`)
    .join(';');

export interface BackgroundImages {
  desktop_image?: string;
  mobile_image?: string;
}

/** `{\"desktop_image\":\"...\"}` with &quot; entities, exactly as Page Builder stores it. */
export const backgroundImagesAttr = (images: BackgroundImages) =>
  `data-background-images="${JSON.stringify(images).replace(/"/g, '\\&quot;')}"`;

export class PageBuilderDocument {
  private readonly rules: string[] = [];
  private counter = 0;

  constructor(private readonly prefix: string) {}

  /** Registers a style rule and returns the `data-pb-style="ID"` attribute that applies it. */
  style(style: Style, mobile?: Style): string {
    this.counter += 1;
    const id = `${this.prefix}${this.counter.toString(36).toUpperCase().padStart(3, '0')}`;
    this.rules.push(`#html-body [data-pb-style=${id}]{${css(style)}}`);
    if (mobile) this.rules.push(`@media only screen and (max-width: 768px){#html-body [data-pb-style=${id}]{${css(mobile)}}}`);
    return `data-pb-style="${id}"`;
  }

  /** The stored content: the <style> block, then the rows. */
  render(rows: string[]): string {
    return `<style>${this.rules.join('')}</style>${rows.join('')}`;
  }

  row(children: string[], options: { appearance?: 'contained' | 'full-width' | 'full-bleed'; style?: Style; background?: BackgroundImages; classes?: string } = {}): string {
    const appearance = options.appearance ?? 'contained';
    const innerStyle = this.style({
      'justify-content': 'flex-start',
      display: 'flex',
      'flex-direction': 'column',
      'background-position': 'left top',
      'background-size': 'cover',
      'background-repeat': 'no-repeat',
      'background-attachment': 'scroll',
      ...options.style,
    });
    const background = backgroundImagesAttr(options.background ?? {});
    const inner = `<div data-element="inner" ${innerStyle} data-enable-parallax="0" data-parallax-speed="0.5" data-background-type="image" data-video-loop="true" data-video-play-only-visible="true" data-video-lazy-load="true" data-video-fallback-src="" ${background}>${children.join('')}</div>`;
    return `<div data-content-type="row" data-appearance="${appearance}" data-element="main"${options.classes ? ` class="${attr(options.classes)}"` : ''}>${inner}</div>`;
  }

  columns(columns: Array<{ width: string; children: string[]; style?: Style }>): string {
    const cells = columns
      .map((column) => {
        const style = this.style({ 'justify-content': 'flex-start', display: 'flex', 'flex-direction': 'column', width: column.width, 'align-self': 'stretch', ...column.style });
        return `<div class="pagebuilder-column" data-content-type="column" data-appearance="full-height" data-background-images="{}" data-element="main" ${style}>${column.children.join('')}</div>`;
      })
      .join('');
    const line = `<div class="pagebuilder-column-line" data-content-type="column-line" data-element="main" ${this.style({ display: 'flex', width: '100%' })}>${cells}</div>`;
    return `<div class="pagebuilder-column-group" data-background-images="{}" data-content-type="column-group" data-appearance="default" data-grid-size="12" data-element="main" ${this.style({ display: 'flex', width: '100%' })}>${line}</div>`;
  }

  heading(level: 1 | 2 | 3 | 4 | 5 | 6, content: string, style: Style = {}): string {
    return `<h${level} data-content-type="heading" data-appearance="default" data-element="main" ${this.style({ 'text-align': 'left', ...style })}>${text(content)}</h${level}>`;
  }

  /** Rich text: `html` is trusted seed markup. */
  text(html: string, style: Style = {}): string {
    return `<div data-content-type="text" data-appearance="default" data-element="main" ${this.style({ 'text-align': 'left', ...style })}>${html}</div>`;
  }

  divider(color = '#f26c1d'): string {
    return `<div data-content-type="divider" data-appearance="default" data-element="main" ${this.style({ 'text-align': 'center', margin: '16px 0' })}><hr data-element="line" ${this.style({ width: '100%', 'border-width': '1px', 'border-color': color, display: 'inline-block' })}></div>`;
  }

  /** The html content type stores its markup entity-escaped. */
  html(markup: string): string {
    return `<div data-content-type="html" data-appearance="default" data-element="main" ${this.style({ margin: '0 0 16px' })}>${text(markup)}</div>`;
  }

  buttons(items: Array<{ label: string; href: string; kind?: 'primary' | 'secondary' | 'link' }>, appearance: 'inline' | 'stacked' = 'inline'): string {
    const buttons = items
      .map(
        (item) =>
          `<div data-content-type="button-item" data-appearance="default" data-element="main" ${this.style({ display: 'inline-block' })}><a class="pagebuilder-button-${item.kind ?? 'primary'}" href="${attr(item.href)}" target="" data-link-type="default" data-element="link" ${this.style({ 'text-align': 'center' })}><span data-element="link_text">${text(item.label)}</span></a></div>`,
      )
      .join('');
    return `<div data-content-type="buttons" data-appearance="${appearance}" data-same-width="false" data-element="main" ${this.style({ 'text-align': 'center', margin: '16px 0' })}>${buttons}</div>`;
  }

  /** A banner or a slide in the poster appearance: background image (desktop + mobile), overlay text and a button. */
  poster(kind: 'banner' | 'slide', options: { name: string; href: string; images: BackgroundImages; title: string; body?: string; button?: string; minHeight: string }): string {
    const wrapper = this.style({ 'background-position': 'center center', 'background-size': 'cover', 'background-repeat': 'no-repeat', 'min-height': options.minHeight, 'border-radius': '8px' });
    const overlay = this.style({ 'min-height': options.minHeight, padding: '40px', 'background-color': 'transparent' });
    const content = `<div class="pagebuilder-poster-content"><div data-element="content"><h2>${text(options.title)}</h2>${options.body ? `<p>${text(options.body)}</p>` : ''}</div>${
      options.button
        ? `<button type="button" class="pagebuilder-banner-button pagebuilder-button-primary" data-element="button" ${this.style({ opacity: 1, visibility: 'visible' })}>${text(options.button)}</button>`
        : ''
    }</div>`;
    const body = `<div class="pagebuilder-${kind === 'slide' ? 'slide' : 'banner'}-wrapper" ${backgroundImagesAttr(options.images)} data-background-type="image" data-video-loop="true" data-video-play-only-visible="true" data-video-lazy-load="true" data-video-fallback-src="" data-element="${kind === 'slide' ? 'wrapper' : 'wrapper'}" ${wrapper}><div class="pagebuilder-overlay pagebuilder-poster-overlay" data-overlay-color="" aria-label="" title="" data-element="overlay" ${overlay}>${content}</div></div>`;
    const link = `<a href="${attr(options.href)}" target="" data-link-type="default" title="${attr(options.title)}" data-element="link">${body}</a>`;
    const nameAttr = kind === 'slide' ? ` data-slide-name="${attr(options.name)}"` : '';
    return `<div data-content-type="${kind}" data-appearance="poster"${nameAttr} data-show-button="always" data-show-overlay="never" data-element="main" ${this.style({ margin: '0 0 8px' })}>${link}</div>`;
  }

  slider(slides: string[]): string {
    return `<div class="pagebuilder-slider" data-content-type="slider" data-appearance="default" data-autoplay="true" data-autoplay-speed="4000" data-fade="false" data-infinite-loop="true" data-show-arrows="true" data-show-dots="true" data-element="main" ${this.style({ 'min-height': '400px' }, { 'min-height': '240px' })}>${slides.join('')}</div>`;
  }

  /** Tabs: one tab-item per entry; `html` is trusted markup. */
  tabs(items: Array<{ name: string; html: string }>): string {
    const headers = items
      .map((item, index) => `<li role="tab" class="tab-header${index === 0 ? ' ui-state-active' : ''}" data-element="headers"><a href="#tab-${index + 1}" class="tab-title"><span class="tab-title">${text(item.name)}</span></a></li>`)
      .join('');
    const panels = items
      .map(
        (item, index) =>
          `<div data-content-type="tab-item" data-appearance="default" data-tab-name="${attr(item.name)}" data-background-images="{}" data-element="main" id="tab-${index + 1}" ${this.style({ 'justify-content': 'flex-start', display: 'flex', 'flex-direction': 'column', padding: '24px' })}>${item.html}</div>`,
      )
      .join('');
    return `<div class="tab-align-left" data-content-type="tabs" data-appearance="default" data-active-tab="" data-element="main" ${this.style({ margin: '0 0 24px' })}><ul role="tablist" class="tabs-navigation" data-element="navigation">${headers}</ul><div class="tabs-content" data-element="content">${panels}</div></div>`;
  }

  /** A products carousel already rendered by the widget filter, as Magento's GraphQL returns it (`itemsHtml` from productListHtml). */
  productsCarousel(itemsHtml: string): string {
    return `<div data-content-type="products" data-appearance="carousel" data-autoplay="false" data-autoplay-speed="4000" data-infinite-loop="false" data-show-arrows="true" data-show-dots="false" data-carousel-mode="default" data-center-padding="90px" data-element="main" ${this.style({ 'text-align': 'left' })}>${itemsHtml}</div>`;
  }

  image(options: { desktop: string; mobile?: string; alt: string; href?: string }): string {
    const images = `<img class="pagebuilder-mobile-hidden" src="${attr(options.desktop)}" alt="${attr(options.alt)}" title="" data-element="desktop_image" ${this.style({ 'max-width': '100%', height: 'auto' })}><img class="pagebuilder-mobile-only" src="${attr(options.mobile ?? options.desktop)}" alt="${attr(options.alt)}" title="" data-element="mobile_image" ${this.style({ 'max-width': '100%', height: 'auto' })}>`;
    const body = options.href ? `<a href="${attr(options.href)}" target="" data-link-type="default" title="" data-element="link">${images}</a>` : images;
    return `<figure data-content-type="image" data-appearance="full-width" data-element="main" ${this.style({ margin: '0 0 16px' })}>${body}</figure>`;
  }
}
