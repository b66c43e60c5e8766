import { lazy, Suspense, useMemo } from 'react';
import { hasSlider } from '../../../pagebuilder/firstImage';
import { pageLoaded } from '../../../lib/scheduling/whenIdle';
import { HomeFirstScreen } from './HomeFirstScreen';

/**
 * The Page Builder renderer and DOMPurify (with the slider's code when the content has one, as a
 * CMS page's first paint preloads it, so the first blocks render in one go) once the page has
 * loaded: about 23 KB gzip the shopper can use the page without.
 */
async function loadContent(content: string) {
  await pageLoaded();
  const slider = hasSlider(content) && import(/* webpackChunkName: "home-content" */ '../../../pagebuilder/registry').then(({ preloadContentType }) => preloadContentType('slider'));
  const renderer = await import(/* webpackChunkName: "home-content" */ '../cms-page/CmsContent');
  await slider;
  return renderer;
}

/** The home page's content: the Page Builder blocks once the page has loaded, the first slide's picture (as the static shell shows it) before. */
export function HomeContent({ content }: { content: string }) {
  const CmsContent = useMemo(() => lazy(() => loadContent(content)), [content]);
  return (
    <Suspense fallback={<HomeFirstScreen content={content} />}>
      <CmsContent content={content} isHomePage />
    </Suspense>
  );
}
