import { encodeWysiwygCharacters } from '../../cms/widgets/productConditions';

/**
 * Writes Magento Page Builder storage HTML (MAGENTO_API.md §12) as Magento 2.4.7 saves it, from
 * its content types' master templates: every element carries data-content-type /
 * data-appearance / data-element, styles go to one leading <style> block as
 * `#html-body [data-pb-style=ID]{...}` rules (elements with the same declarations share one rule,
 * as Magento writes them) plus `@media only screen and (max-width: 768px)` rules for mobile
 * values, and background images are JSON in data-background-images with backslash-escaped quotes.
 *
 * A document made with `{ inlineStyles: true }` writes the 2.3 form instead: the same markup with
 * each element's styles in its own `style="..."` attribute and no <style> block.
 *
 * Widgets (block, dynamic_block, products) are stored as `{{widget}}` directives, which Magento's
 * template filter renders when content is read (backend/cms/contentFilter.ts).
 */
export type Style = Record<string, string | number>;

const attr = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
export const text = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const css = (style: Style, separator = ';', colon = ':') =>
  Object.entries(style)
    .map(([property, value]) => `${property}${colon}${value}`)
    .join(separator);

export interface BackgroundImages {
  desktop_image?: string;
  mobile_image?: string;
}

/** `{\"desktop_image\":\"...\"}` with &quot; entities, exactly as Page Builder stores it. */
export const backgroundImagesAttr = (images: BackgroundImages) =>
  `data-background-images="${JSON.stringify(images).replace(/"/g, '\\&quot;')}"`;

/** The background attributes rows, banners and slides carry (Page Builder writes them even without a video). */
const backgroundAttrs = (images: BackgroundImages) =>
  `${backgroundImagesAttr(images)} data-background-type="image" data-video-loop="true" data-video-play-only-visible="true" data-video-lazy-load="true" data-video-fallback-src=""`;

export type RowAppearance = 'contained' | 'full-width' | 'full-bleed';
export type ColumnAppearance = 'full-height' | 'align-top' | 'align-center' | 'align-bottom';
export type BannerAppearance = 'poster' | 'collage-left' | 'collage-centered' | 'collage-right';
export type ShowWhen = 'always' | 'hover' | 'never';
export type ButtonKind = 'primary' | 'secondary' | 'link';

/** Where a column's box sits in its line: the only difference between the four column appearances. */
const COLUMN_ALIGN_SELF: Record<ColumnAppearance, string> = {
  'full-height': 'stretch',
  'align-top': 'flex-start',
  'align-center': 'center',
  'align-bottom': 'flex-end',
};

export interface RowOptions {
  appearance?: RowAppearance;
  style?: Style;
  /** Declarations that apply below 768 px (an @media rule). */
  mobileStyle?: Style;
  background?: BackgroundImages;
  /** data-enable-parallax="1" with this data-parallax-speed (needs a background image). */
  parallaxSpeed?: number;
  classes?: string;
}

export interface BannerOptions {
  appearance: BannerAppearance;
  /** Slides only: data-slide-name. */
  name?: string;
  /** No href: the banner is not a link (Page Builder writes `<div data-element="empty_link">`). */
  href?: string;
  images: BackgroundImages;
  title: string;
  body?: string;
  button?: string;
  buttonKind?: ButtonKind;
  showButton?: ShowWhen;
  showOverlay?: ShowWhen;
  /** The overlay colour, e.g. "rgba(0, 0, 0, 0.4)": drawn always, on hover, or never (showOverlay). */
  overlayColor?: string;
  minHeight: string;
  mobileMinHeight?: string;
  textAlign?: string;
  /** White message text, for a dark picture. */
  lightText?: boolean;
}

export interface ProductsOptions {
  appearance: 'grid' | 'carousel';
  /** "SKU is one of": listed in this order (sort_order position_by_sku). */
  skus?: string[];
  /** "Category is": this category's products (and, for an anchor category, its children's). */
  categoryId?: number;
  count: number;
  sortOrder?: string;
}

export interface MapLocation {
  name: string;
  latitude: number;
  longitude: number;
  phone: string;
  address: string;
  city: string;
  state: string;
  zipcode: string;
  country: string;
  comment: string;
}

const PRODUCT_RULE_COMBINE = 'Magento\\CatalogWidget\\Model\\Rule\\Condition\\Combine';
const PRODUCT_RULE_PRODUCT = 'Magento\\CatalogWidget\\Model\\Rule\\Condition\\Product';

/** A `{{widget}}` directive as Page Builder writes one: `name="value"` pairs, a `"` inside a value written `&quote;`. */
const widgetDirective = (params: Record<string, string | number>) =>
  `{{widget ${Object.entries(params)
    .map(([name, value]) => `${name}="${String(value).replace(/"/g, '&quote;')}"`)
    .join(' ')}}}`;

/** The `conditions_encoded` of one "attribute operator value" condition under an "ALL of these are TRUE" root. */
function productConditions(attribute: 'sku' | 'category_ids', operator: '()' | '==', value: string): string {
  const rule = {
    '1': { aggregator: 'all', new_child: '', type: PRODUCT_RULE_COMBINE, value: '1' },
    '1--1': { operator, type: PRODUCT_RULE_PRODUCT, attribute, value },
  };
  return encodeWysiwygCharacters(JSON.stringify(rule));
}

export class PageBuilderDocument {
  private readonly rules: Array<{ id: string; body: string }> = [];
  private readonly mobileRules: Array<{ id: string; body: string }> = [];
  private counter = 0;
  private readonly inlineStyles: boolean;

  constructor(
    private readonly prefix: string,
    options: { inlineStyles?: boolean } = {},
  ) {
    this.inlineStyles = options.inlineStyles ?? false;
  }

  private nextId(): string {
    this.counter += 1;
    return `${this.prefix}${this.counter.toString(36).toUpperCase().padStart(3, '0')}`;
  }

  /** The attribute that styles an element: `data-pb-style="ID"` (2.4, rule registered) or `style="..."` (2.3). */
  style(style: Style, mobile?: Style): string {
    if (this.inlineStyles) return Object.keys(style).length ? `style="${attr(`${css(style, '; ', ': ')};`)}"` : '';
    if (!Object.keys(style).length && !(mobile && Object.keys(mobile).length)) return '';
    const id = this.nextId();
    if (Object.keys(style).length) this.rules.push({ id, body: css(style) });
    if (mobile && Object.keys(mobile).length) this.mobileRules.push({ id, body: css(mobile) });
    return `data-pb-style="${id}"`;
  }

  private static stylesheet(rules: Array<{ id: string; body: string }>): string {
    const byBody = new Map<string, string[]>();
    for (const { id, body } of rules) byBody.set(body, [...(byBody.get(body) ?? []), id]);
    return [...byBody].map(([body, ids]) => `${ids.map((id) => `#html-body [data-pb-style=${id}]`).join(',')}{${body}}`).join('');
  }

  /** The stored content: the <style> block (none in the 2.3 form), then the rows. */
  render(rows: string[]): string {
    const mobile = this.mobileRules.length ? `@media only screen and (max-width: 768px){${PageBuilderDocument.stylesheet(this.mobileRules)}}` : '';
    const rules = PageBuilderDocument.stylesheet(this.rules) + mobile;
    return `${rules ? `<style>${rules}</style>` : ''}${rows.join('')}`;
  }

  row(children: string[], options: RowOptions = {}): string {
    const appearance = options.appearance ?? 'contained';
    const style = this.style(
      {
        'justify-content': 'flex-start',
        display: 'flex',
        'flex-direction': 'column',
        'background-position': 'left top',
        'background-size': 'cover',
        'background-repeat': 'no-repeat',
        'background-attachment': 'scroll',
        ...options.style,
      },
      options.mobileStyle,
    );
    const parallax = `data-enable-parallax="${options.parallaxSpeed ? 1 : 0}" data-parallax-speed="${options.parallaxSpeed ?? 0.5}"`;
    const background = `${parallax} ${backgroundAttrs(options.background ?? {})}`;
    const classes = options.classes ? ` class="${attr(options.classes)}"` : '';
    const content = children.join('');
    switch (appearance) {
      case 'full-bleed':
        return `<div${classes} data-content-type="row" data-appearance="full-bleed" ${background} data-element="main" ${style}>${content}</div>`;
      case 'full-width':
        return `<div${classes} data-content-type="row" data-appearance="full-width" ${background} data-element="main" ${style}><div class="row-full-width-inner" data-element="inner">${content}</div></div>`;
      default:
        return `<div${classes} data-content-type="row" data-appearance="contained" data-element="main"><div ${background} data-element="inner" ${style}>${content}</div></div>`;
    }
  }

  /** A column group with one line of columns; widths are the stored percentages ("33.3333%"). */
  columns(columns: Array<{ width: string; children: string[]; appearance?: ColumnAppearance; style?: Style }>): string {
    const cells = columns
      .map((column) => {
        const appearance = column.appearance ?? 'full-height';
        const style = this.style({
          'justify-content': 'flex-start',
          display: 'flex',
          'flex-direction': 'column',
          ...column.style,
          width: column.width,
          'align-self': COLUMN_ALIGN_SELF[appearance],
        });
        return `<div class="pagebuilder-column" data-content-type="column" data-appearance="${appearance}" data-background-images="{}" data-element="main" ${style}>${column.children.join('')}</div>`;
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

  /** A horizontal line: colour, thickness and width (a percentage of the container or pixels). */
  divider(options: { color?: string; thickness?: string; width?: string } = {}): string {
    const line = this.style({ width: options.width ?? '100%', 'border-width': options.thickness ?? '1px', 'border-color': options.color ?? '#f26c1d', display: 'inline-block' });
    return `<div data-content-type="divider" data-appearance="default" data-element="main" ${this.style({ 'text-align': 'center', margin: '16px 0' })}><hr data-element="line" ${line}></div>`;
  }

  /** The html content type stores its markup entity-escaped (Magento's filter decodes it when content is read). */
  html(markup: string): string {
    return `<div data-content-type="html" data-appearance="default" data-element="main" ${this.style({ margin: '0 0 16px' })}>${text(markup)}</div>`;
  }

  buttons(items: Array<{ label: string; href: string; kind?: ButtonKind }>, options: { appearance?: 'inline' | 'stacked'; sameWidth?: boolean } = {}): string {
    const appearance = options.appearance ?? 'inline';
    const buttons = items
      .map(
        (item) =>
          `<div data-content-type="button-item" data-appearance="default" data-element="main" ${this.style({ display: 'inline-block' })}><a class="pagebuilder-button-${item.kind ?? 'primary'}" href="${attr(item.href)}" target="" data-link-type="default" data-element="link" ${this.style({ 'text-align': 'center' })}><span data-element="link_text">${text(item.label)}</span></a></div>`,
      )
      .join('');
    const main: Style = appearance === 'stacked' ? { display: 'flex', 'flex-direction': 'column', 'align-items': 'center', margin: '16px 0' } : { 'text-align': 'center', margin: '16px 0' };
    return `<div data-content-type="buttons" data-appearance="${appearance}" data-same-width="${options.sameWidth ? 'true' : 'false'}" data-element="main" ${this.style(main)}>${buttons}</div>`;
  }

  /** A banner, or a slide of a slider, in any of the four appearances (the master templates of banner/ and slide/). */
  banner(kind: 'banner' | 'slide', options: BannerOptions): string {
    const poster = options.appearance === 'poster';
    const showButton = options.showButton ?? 'always';
    const showOverlay = options.showOverlay ?? 'never';
    const overlayColor = options.overlayColor ?? '';
    const wrapper = this.style(
      {
        'background-position': 'center center',
        'background-size': 'cover',
        'background-repeat': 'no-repeat',
        'background-attachment': 'scroll',
        'border-style': 'none',
        'border-radius': '8px',
        'min-height': options.minHeight,
        'text-align': options.textAlign ?? 'left',
      },
      options.mobileMinHeight ? { 'min-height': options.mobileMinHeight } : undefined,
    );
    // Page Builder paints the overlay only when it shows always; hover overlays start transparent.
    const overlay = this.style(
      {
        'min-height': poster ? options.minHeight : 'auto',
        padding: poster ? '40px' : '30px',
        'border-radius': '8px',
        'background-color': showOverlay === 'always' && overlayColor ? overlayColor : 'transparent',
      },
      poster && options.mobileMinHeight ? { 'min-height': options.mobileMinHeight, padding: '24px' } : undefined,
    );
    const buttonStyle = showButton === 'hover' ? { opacity: 0, visibility: 'hidden' } : { opacity: 1, visibility: 'visible' };
    const button =
      options.button && showButton !== 'never'
        ? `<button type="button" class="pagebuilder-${kind}-button pagebuilder-button-${options.buttonKind ?? 'primary'}" data-element="button" ${this.style(buttonStyle)}>${text(options.button)}</button>`
        : '';
    // Light text over a dark picture, as the editor (TinyMCE) writes a colour: an inline-styled span.
    const colored = (value: string) => (options.lightText ? `<span style="color: #ffffff;">${text(value)}</span>` : text(value));
    const message = `<div data-element="content"><h2>${colored(options.title)}</h2>${options.body ? `<p>${colored(options.body)}</p>` : ''}</div>`;
    const contentClass = poster ? 'pagebuilder-poster-content' : 'pagebuilder-collage-content';
    const overlayClass = poster ? 'pagebuilder-overlay pagebuilder-poster-overlay' : 'pagebuilder-overlay';
    const body = `<div class="pagebuilder-${kind}-wrapper" ${backgroundAttrs(options.images)} data-element="wrapper" ${wrapper}><div class="${overlayClass}" data-overlay-color="${attr(overlayColor)}" aria-label="" title="" data-element="overlay" ${overlay}><div class="${contentClass}">${message}${button}</div></div></div>`;
    const link = options.href
      ? `<a href="${attr(options.href)}" target="" data-link-type="default" title="${attr(options.title)}" data-element="link">${body}</a>`
      : `<div data-element="empty_link">${body}</div>`;
    const name = kind === 'slide' ? ` data-slide-name="${attr(options.name ?? options.title)}"` : '';
    return `<div data-content-type="${kind}"${name} data-appearance="${options.appearance}" data-show-button="${showButton}" data-show-overlay="${showOverlay}" data-element="main" ${this.style({ margin: '0 0 8px' })}>${link}</div>`;
  }

  /** A poster banner or slide with a primary button that always shows. */
  poster(kind: 'banner' | 'slide', options: { name: string; href: string; images: BackgroundImages; title: string; body?: string; button?: string; minHeight: string; mobileMinHeight?: string; lightText?: boolean }): string {
    return this.banner(kind, { appearance: 'poster', ...options });
  }

  slider(slides: string[], options: { minHeight?: string; mobileMinHeight?: string } = {}): string {
    return `<div class="pagebuilder-slider" data-content-type="slider" data-appearance="default" data-autoplay="true" data-autoplay-speed="4000" data-fade="false" data-infinite-loop="true" data-show-arrows="true" data-show-dots="true" data-element="main" ${this.style(
      { 'min-height': options.minHeight ?? '400px' },
      { 'min-height': options.mobileMinHeight ?? '240px' },
    )}>${slides.join('')}</div>`;
  }

  /** Tabs: one tab-item per entry, holding content types. The first tab is active (data-active-tab=""). */
  tabs(items: Array<{ name: string; children: string[] }>): string {
    const ids = items.map(() => this.nextId());
    const headers = items
      .map(
        (item, index) =>
          `<li role="tab" class="tab-header" data-element="headers" ${this.style({ 'border-radius': '0px', 'border-width': '1px' })}><a href="#${ids[index]}" class="tab-title"><span class="tab-title">${text(item.name)}</span></a></li>`,
      )
      .join('');
    const panels = items
      .map(
        (item, index) =>
          `<div data-content-type="tab-item" data-appearance="default" data-tab-name="${attr(item.name)}" data-background-images="{}" data-element="main" id="${ids[index]}" ${this.style({ 'justify-content': 'flex-start', display: 'flex', 'flex-direction': 'column', 'background-position': 'left top', 'background-size': 'cover', 'background-repeat': 'no-repeat', 'background-attachment': 'scroll', padding: '24px' })}>${item.children.join('')}</div>`,
      )
      .join('');
    return `<div class="tab-align-left" data-content-type="tabs" data-appearance="default" data-active-tab="" data-element="main" ${this.style({ margin: '0 0 24px' })}><ul role="tablist" class="tabs-navigation" data-element="navigation" ${this.style({ 'text-align': 'left' })}>${headers}</ul><div class="tabs-content" data-element="content" ${this.style({ 'border-width': '1px', 'border-radius': '0px', 'min-height': '200px' })}>${panels}</div></div>`;
  }

  /**
   * Page Builder's products content type: a Catalog Products List widget directive selecting by SKU
   * (in the order given) or by category, in the grid or the carousel appearance.
   */
  products(options: ProductsOptions): string {
    const bySku = options.skus !== undefined;
    const value = bySku ? (options.skus ?? []).join(',') : String(options.categoryId ?? '');
    const carousel = options.appearance === 'carousel';
    const directive = widgetDirective({
      type: 'Magento\\CatalogWidget\\Block\\Product\\ProductsList',
      template: carousel ? 'Magento_PageBuilder::catalog/product/widget/content/carousel.phtml' : 'Magento_CatalogWidget::product/widget/content/grid.phtml',
      anchor_text: '',
      id_path: '',
      show_pager: 0,
      products_count: options.count,
      condition_option: bySku ? 'sku' : 'category_ids',
      condition_option_value: value,
      type_name: carousel ? 'Catalog Products Carousel' : 'Catalog Products List',
      conditions_encoded: productConditions(bySku ? 'sku' : 'category_ids', bySku ? '()' : '==', value),
      sort_order: options.sortOrder ?? (bySku ? 'position_by_sku' : 'position'),
    });
    const main = carousel
      ? `data-content-type="products" data-appearance="carousel" data-autoplay="false" data-autoplay-speed="4000" data-infinite-loop="false" data-show-arrows="true" data-show-dots="false" data-carousel-mode="default" data-center-padding="90px" data-element="main"`
      : `data-content-type="products" data-appearance="grid" data-element="main"`;
    return `<div ${main} ${this.style({ 'text-align': 'left' })}>${directive}</div>`;
  }

  /** Page Builder's block content type: the CMS Static Block widget (block_id is an identifier or a numeric id). */
  block(blockId: string | number): string {
    const directive = widgetDirective({ type: 'Magento\\Cms\\Block\\Widget\\Block', template: 'widget/static_block/default.phtml', block_id: blockId, type_name: 'CMS Static Block' });
    return `<div data-content-type="block" data-appearance="default" data-element="main" ${this.style({ margin: '0 0 16px' })}>${directive}</div>`;
  }

  /** Adobe Commerce's dynamic_block content type: a Dynamic Blocks Rotator widget (Magento Open Source renders nothing for it). */
  dynamicBlock(bannerId: number): string {
    const directive = widgetDirective({
      type: 'Magento\\Banner\\Block\\Widget\\Banner',
      display_mode: 'fixed',
      rotate: '',
      template: 'widget/block.phtml',
      banner_ids: bannerId,
      unique_id: bannerId,
      type_name: 'Dynamic Blocks Rotator',
    });
    return `<div data-content-type="dynamic_block" data-appearance="default" data-element="main">${directive}</div>`;
  }

  image(options: { desktop: string; mobile?: string; alt: string; title?: string; href?: string; linkTitle?: string; caption?: string }): string {
    const imageStyle = { 'border-style': 'none', 'border-width': '1px', 'border-radius': '0px', 'max-width': '100%', height: 'auto' };
    const title = attr(options.title ?? '');
    const images =
      `<img class="pagebuilder-mobile-hidden" src="${attr(options.desktop)}" alt="${attr(options.alt)}" title="${title}" data-element="desktop_image" ${this.style(imageStyle)}>` +
      `<img class="pagebuilder-mobile-only" src="${attr(options.mobile ?? options.desktop)}" alt="${attr(options.alt)}" title="${title}" data-element="mobile_image" ${this.style(imageStyle)}>`;
    const body = options.href ? `<a href="${attr(options.href)}" target="" data-link-type="default" title="${attr(options.linkTitle ?? '')}" data-element="link">${images}</a>` : images;
    const caption = options.caption ? `<figcaption data-element="caption">${text(options.caption)}</figcaption>` : '';
    return `<figure data-content-type="image" data-appearance="full-width" data-element="main" ${this.style({ margin: '0 0 16px', padding: '0', 'border-style': 'none' })}>${body}${caption}</figure>`;
  }

  /**
   * A video as Page Builder's video master template stores it. Page Builder rewrites the URL the
   * merchant pastes: YouTube to `https://www.youtube.com/embed/<id>`, Vimeo to
   * `https://player.vimeo.com/video/<id>?title=0&byline=0&portrait=0`, a file (mp4, webm, ogv) stays
   * as it is and is played by a `<video frameborder="0" controls="">` instead of the iframe. With
   * autoplay on it appends `?autoplay=1&mute=1` (YouTube) or `&autoplay=1&autopause=0&muted=1`
   * (Vimeo) and sets the attributes autoplay="true" muted="true" playsinline="true" on the element
   * (browsers only autoplay muted video).
   */
  video(options: { url: string; autoplay?: boolean; maxWidth?: string }): string {
    const youtube = /(?:youtu\.be\/|youtube\.com\/(?:embed\/|watch\?v=))([\w-]{11})/.exec(options.url);
    const vimeo = /vimeo\.com\/(?:video\/)?(\d+)/.exec(options.url);
    const autoplay = options.autoplay ?? false;
    let src = options.url;
    if (youtube) src = `https://www.youtube.com/embed/${youtube[1]}${autoplay ? '?autoplay=1&mute=1' : ''}`;
    else if (vimeo) src = `https://player.vimeo.com/video/${vimeo[1]}?title=0&byline=0&portrait=0${autoplay ? '&autoplay=1&autopause=0&muted=1' : ''}`;
    const flags = autoplay ? ' autoplay="true" muted="true" playsinline="true"' : '';
    const player =
      youtube || vimeo
        ? `<iframe frameborder="0" allowfullscreen="" src="${attr(src)}"${flags} data-element="video"></iframe>`
        : `<video frameborder="0" controls="" src="${attr(src)}"${flags} data-element="video"></video>`;
    return (
      `<div data-content-type="video" data-appearance="default" data-element="main" ${this.style({ 'text-align': 'center', margin: '0 0 16px' })}>` +
      `<div class="pagebuilder-video-inner" data-element="inner" ${this.style({ 'max-width': options.maxWidth ?? '100%' })}>` +
      `<div class="pagebuilder-video-wrapper" data-element="wrapper" ${this.style({ 'border-style': 'none', 'border-width': '1px', 'border-radius': '8px', padding: '0' })}>` +
      `<div class="pagebuilder-video-container">${player}</div></div></div></div>`
    );
  }

  /** A Google map with markers: data-locations is the JSON of the locations (latitude/longitude as numbers). */
  map(locations: MapLocation[], options: { showControls?: boolean; height?: string } = {}): string {
    const json = JSON.stringify(
      locations.map((location, index) => ({
        position: { latitude: location.latitude, longitude: location.longitude },
        location_name: location.name,
        phone: location.phone,
        address: location.address,
        city: location.city,
        state: location.state,
        zipcode: location.zipcode,
        country: location.country,
        comment: location.comment,
        record_id: index,
      })),
    );
    const style = this.style({ 'border-style': 'none', 'border-width': '1px', 'border-radius': '8px', margin: '0 0 16px', padding: '0', height: options.height ?? '400px' });
    return `<div data-content-type="map" data-appearance="default" data-show-controls="${(options.showControls ?? true) ? 'true' : 'false'}" data-locations="${attr(json)}" data-element="main" ${style}></div>`;
  }
}
