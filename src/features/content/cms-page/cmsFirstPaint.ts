import { type GetCmsPageQuery } from '../../../__generated__/operations';
import { imagePreload, preloads, type FirstPaintContext, type FirstPaintPlan } from '../../../app/pages/firstPaint';
import { firstScreenPicture, hasSlider } from '../../../pagebuilder/firstImage';
import { FULL_WIDTH_SIZES, MOBILE_IMAGE_MEDIA, pageBuilderImage } from '../../../pagebuilder/shared/images';
import { cmsPageRequest } from './cmsPage.gql';

/** The slider content type's chunk (its webpackChunkName in src/pagebuilder/registry.ts). */
const SLIDER_CHUNK = 'pb-slider';

/**
 * A CMS page (the home page too): its content, the slider's code when it has one, and the picture
 * of its first row (the page's largest paint: a hero background, or the first slide) for phones
 * and for wider screens, as the page's <picture> asks for them (src/pagebuilder/shared/
 * BackgroundLayer.tsx). For a first slide the static shell shows that picture too (its banner has
 * the slide's size), so it paints before the app's scripts have run.
 */
export async function cmsFirstPaint({ run, pageHosts }: FirstPaintContext, identifier: string): Promise<FirstPaintPlan> {
  const answer = await run<GetCmsPageQuery>(cmsPageRequest(identifier));
  const content = answer?.cmsPage?.content;
  const chunks = hasSlider(content) ? [SLIDER_CHUNK] : [];
  const picture = firstScreenPicture(content);
  if (!picture) return { chunks, images: [] };
  const desktop = { ...pageBuilderImage(picture.desktop), sizes: FULL_WIDTH_SIZES };
  const mobile = picture.mobile ? { ...pageBuilderImage(picture.mobile), sizes: FULL_WIDTH_SIZES } : null;
  const images = mobile
    ? preloads(imagePreload(mobile, pageHosts, MOBILE_IMAGE_MEDIA), imagePreload(desktop, pageHosts, `not all and ${MOBILE_IMAGE_MEDIA}`))
    : preloads(imagePreload(desktop, pageHosts));
  if (!picture.inSlider || images.length === 0) return { chunks, images };
  return { chunks, images, shellPicture: mobile ? { ...desktop, mobile: { srcSet: mobile.srcSet || mobile.src, media: MOBILE_IMAGE_MEDIA } } : desktop };
}
