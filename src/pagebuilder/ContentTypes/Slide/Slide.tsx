import { type BannerProps } from '../Banner/aggregate';
import { BannerView } from '../Banner/BannerView';
import { useSlidePosition } from '../Slider/slidePosition';

/**
 * A slide: banner markup. The first slide's picture is the page's LCP candidate and loads at once;
 * the others load when they are next to the one shown.
 */
export function Slide(props: BannerProps) {
  const { index, selected, count } = useSlidePosition();
  const distance = Math.min(Math.abs(index - selected), count - Math.abs(index - selected));
  return <BannerView {...props} eager={index === 0} showBackground={distance <= 1} />;
}
