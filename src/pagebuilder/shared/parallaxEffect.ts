/** spec §9: the moving picture is 1.25 times its box; it may travel the extra quarter. */
const PARALLAX_TRAVEL = 0.25;

/**
 * Moves `element` (a picture 1.25 times its box) as the page scrolls, slower than the page by
 * `speed` (0 stands still, 1 scrolls with the page). The transform goes through the CSSOM, which
 * the CSP allows. Returns the function that stops it.
 */
export function attachParallax(element: HTMLElement, speed: number): () => void {
  const box = element.parentElement ?? element;
  let frame = 0;
  const update = () => {
    frame = 0;
    const rect = box.getBoundingClientRect();
    const progress = Math.min(1, Math.max(0, (rect.top + rect.height) / (window.innerHeight + rect.height)));
    const offset = (progress - 0.5) * PARALLAX_TRAVEL * rect.height * Math.min(1, 2 * (1 - speed));
    element.style.transform = `translate3d(0, ${offset.toFixed(1)}px, 0)`;
  };
  const onScroll = () => {
    if (!frame) frame = requestAnimationFrame(update);
  };
  update();
  window.addEventListener('scroll', onScroll, { passive: true });
  window.addEventListener('resize', onScroll);
  return () => {
    cancelAnimationFrame(frame);
    window.removeEventListener('scroll', onScroll);
    window.removeEventListener('resize', onScroll);
  };
}
