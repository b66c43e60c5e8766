import { sanitizeHtml } from '../../../lib/sanitize';
import { type ContentNode } from '../../parse/contentNode';
import { findElement } from '../../properties/attributes';
import { readCommonProperties, type CommonProperties } from '../../properties/commonProperties';
import { readStyledElement, type StyledElement } from '../../properties/styledElement';
import { readLink, type StoredLink } from '../../shared/links';
import { type ButtonType } from '../ButtonItem/aggregate';

export type BannerAppearance = 'poster' | 'collage-left' | 'collage-centered' | 'collage-right';
export type ShowWhen = 'always' | 'hover' | 'never';

export interface BannerProps extends CommonProperties {
  appearance: BannerAppearance;
  /** The slide's name (slides only), for its accessible label. */
  name: string | null;
  link: StoredLink | null;
  /** The wrapper: background, min height, border, padding. */
  wrapper: CommonProperties;
  /** The overlay's padding and height, without its colour (which showOverlay decides). */
  overlay: StyledElement;
  overlayColor: string | null;
  showOverlay: ShowWhen;
  /** The message, sanitized. */
  contentHtml: string;
  buttonText: string | null;
  buttonType: ButtonType;
  showButton: ShowWhen;
}

const APPEARANCES: readonly BannerAppearance[] = ['poster', 'collage-left', 'collage-centered', 'collage-right'];
const SHOW_WHEN: readonly ShowWhen[] = ['always', 'hover', 'never'];
const BUTTON_TYPE = /\bpagebuilder-button-(primary|secondary|link)\b/;

const showWhen = (value: string | null, fallback: ShowWhen): ShowWhen => ((SHOW_WHEN as readonly string[]).includes(value ?? '') ? (value as ShowWhen) : fallback);

/** A banner, and a slide (the same markup inside a slider). */
export function aggregateBanner(node: ContentNode): BannerProps {
  const { element } = node;
  const wrapperElement = findElement(element, 'wrapper');
  const overlay = findElement(element, 'overlay');
  const button = findElement(element, 'button');
  const buttonText = button?.textContent?.trim() || null;
  return {
    ...readCommonProperties(node),
    appearance: (APPEARANCES as readonly string[]).includes(node.appearance) ? (node.appearance as BannerAppearance) : 'poster',
    name: element.getAttribute('data-slide-name') || null,
    link: readLink(findElement(element, 'link')),
    wrapper: wrapperElement ? readCommonProperties(node, wrapperElement) : readCommonProperties(node, element),
    overlay: readStyledElement(node, overlay, ['background-color', 'display']),
    overlayColor: overlay?.getAttribute('data-overlay-color') || null,
    showOverlay: showWhen(element.getAttribute('data-show-overlay'), 'never'),
    contentHtml: sanitizeHtml(findElement(element, 'content')?.innerHTML ?? ''),
    buttonText,
    buttonType: (BUTTON_TYPE.exec(button?.getAttribute('class') ?? '')?.[1] as ButtonType | undefined) ?? 'primary',
    showButton: buttonText ? showWhen(element.getAttribute('data-show-button'), 'always') : 'never',
  };
}
