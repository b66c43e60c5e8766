import { type ContentNode } from '../../parse/contentNode';
import { findElement } from '../../properties/attributes';
import { readCommonProperties, type CommonProperties } from '../../properties/commonProperties';
import { readStyledElement, type StyledElement } from '../../properties/styledElement';
import { readLink, safeHref, type StoredLink } from '../../shared/links';

export interface ImageProps extends CommonProperties {
  desktopImage: string | null;
  /** Shown below 768 px; the desktop image when none is stored. */
  mobileImage: string | null;
  alt: string;
  title: string | null;
  link: StoredLink | null;
  caption: string | null;
  /** The picture's own border and size styles. */
  picture: StyledElement;
}

const source = (image: Element | null) => safeHref(image?.getAttribute('src')) ?? null;

export function aggregateImage(node: ContentNode): ImageProps {
  const desktop = findElement(node.element, 'desktop_image');
  const mobile = findElement(node.element, 'mobile_image');
  const desktopImage = source(desktop) ?? source(mobile);
  const caption = findElement(node.element, 'caption')?.textContent?.trim() || null;
  return {
    ...readCommonProperties(node),
    desktopImage,
    mobileImage: source(mobile) ?? desktopImage,
    alt: (desktop ?? mobile)?.getAttribute('alt') ?? '',
    title: (desktop ?? mobile)?.getAttribute('title') || null,
    link: readLink(findElement(node.element, 'link')),
    caption,
    picture: readStyledElement(node, desktop, ['display']),
  };
}
