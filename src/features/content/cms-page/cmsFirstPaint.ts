import { type GetCmsPageQuery } from '../../../__generated__/operations';
import { imagePreload, preloads, type FirstPaintContext, type FirstPaintPlan, type RunQuery } from '../../../app/pages/firstPaint';
import { hasSlider } from '../../../pagebuilder/firstImage';
import { MOBILE_IMAGE_MEDIA } from '../../../pagebuilder/shared/images';
import { cmsPageRequest } from './cmsPage.gql';
import { firstScreenSources, shellPicture } from './firstScreenSources';

/** The slider content type's chunk (its webpackChunkName in src/pagebuilder/registry.ts). */
const SLIDER_CHUNK = 'pb-slider';

export type FirstPaintCmsPage = NonNullable<GetCmsPageQuery['cmsPage']>;

/** The CMS page by identifier, asked as its talon asks it (useCmsPage.ts); null when there is none. */
export async function cmsPageOf(run: RunQuery, identifier: string): Promise<FirstPaintCmsPage | null> {
  return (await run<GetCmsPageQuery>(cmsPageRequest(identifier)))?.cmsPage ?? null;
}

/**
 * A CMS page's content: the slider's code when it has one, and the picture of its first row (the
 * page's largest paint: a hero background, or the first slide) for phones and for wider screens,
 * as the page's <picture> asks for them (src/pagebuilder/shared/BackgroundLayer.tsx). For a first
 * slide the static shell shows that picture too (its banner has the slide's size), so it paints
 * before the app's scripts have run.
 */
export function cmsPicturePlan(content: string | null | undefined, pageHosts: string[]): FirstPaintPlan {
  const chunks = hasSlider(content) ? [SLIDER_CHUNK] : [];
  const sources = firstScreenSources(content);
  if (!sources) return { chunks, images: [] };
  const { desktop, mobile } = sources;
  const images = mobile
    ? preloads(imagePreload(mobile, pageHosts, MOBILE_IMAGE_MEDIA), imagePreload(desktop, pageHosts, `not all and ${MOBILE_IMAGE_MEDIA}`))
    : preloads(imagePreload(desktop, pageHosts));
  if (!sources.inSlider || images.length === 0) return { chunks, images };
  return { chunks, images, shellPicture: shellPicture(sources) };
}

/** A CMS page by identifier (the home page too): its content and its first row's picture. */
export async function cmsFirstPaint({ run, pageHosts }: FirstPaintContext, identifier: string): Promise<FirstPaintPlan> {
  return cmsPicturePlan((await cmsPageOf(run, identifier))?.content, pageHosts);
}
