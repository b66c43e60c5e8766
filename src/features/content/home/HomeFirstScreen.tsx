import { firstScreenSources, shellPicture } from '../cms-page/firstScreenSources';

/**
 * What the home page shows until its Page Builder content has loaded: the static shell's banner
 * with the same first-slide picture (the page's largest paint, preloaded by the server), so the
 * app taking over from the shell changes nothing on the screen.
 */
export function HomeFirstScreen({ content }: { content: string }) {
  const sources = firstScreenSources(content);
  if (!sources?.inSlider) return <div className="shell-skeleton shell-skeleton-banner" />;
  const { src, srcSet, sizes, mobile } = shellPicture(sources);
  return (
    <div className="shell-skeleton shell-skeleton-banner shell-hero">
      <picture>
        {mobile ? <source media={mobile.media} srcSet={mobile.srcSet} sizes={sizes} /> : null}
        <img src={src} srcSet={srcSet || undefined} sizes={sizes} alt="" fetchPriority="high" />
      </picture>
    </div>
  );
}
