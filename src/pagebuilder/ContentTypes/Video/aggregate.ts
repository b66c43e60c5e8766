import { type ContentNode } from '../../parse/contentNode';
import { findElement } from '../../properties/attributes';
import { readCommonProperties, type CommonProperties } from '../../properties/commonProperties';
import { readStyledElement, type StyledElement } from '../../properties/styledElement';
import { readVideoSource, type VideoSource } from './videoSource';

export interface VideoProps extends CommonProperties {
  /** The stored src as written, null when the merchant set none. */
  src: string | null;
  /** What the src plays, null when it is not a video the storefront accepts. */
  source: VideoSource | null;
  /** Autoplay (always muted), from the stored URL's parameters or the video element's attributes. */
  autoplay: boolean;
  /** The inner box: its stored maximum width. */
  inner: StyledElement;
  /** The frame around the player: border, radius, padding. */
  wrapper: StyledElement;
}

const ON = /^(?:1|true)$/i;

function readAutoplay(player: Element, src: string): boolean {
  if (player.tagName === 'VIDEO') {
    const value = player.getAttribute('autoplay');
    return value !== null && value !== 'false';
  }
  const query = src.includes('?') ? src.slice(src.indexOf('?') + 1).split('#')[0] : '';
  return ON.test(new URLSearchParams(query).get('autoplay') ?? '');
}

export function aggregateVideo(node: ContentNode): VideoProps {
  const player = findElement(node.element, 'video');
  const src = player?.getAttribute('src')?.trim() || null;
  return {
    ...readCommonProperties(node),
    src,
    source: src ? readVideoSource(src) : null,
    autoplay: player && src ? readAutoplay(player, src) : false,
    inner: readStyledElement(node, findElement(node.element, 'inner')),
    wrapper: readStyledElement(node, findElement(node.element, 'wrapper')),
  };
}
