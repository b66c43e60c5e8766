import { type BannerProps } from '../Banner/aggregate';
import { BannerView } from '../Banner/BannerView';
import { useFirstScreen } from '../../firstScreen';
import { useSlidePosition } from '../Slider/slidePosition';

/**
 * A slide: banner markup. In the page's first block the first slide's picture is the largest paint
 * and loads at once; the others load when they are next to the one shown.
 */
export function Slide(props: BannerProps) {
  const { index, selected, count } = useSlidePosition();
  const firstScreen = useFirstScreen();
  const distance = Math.min(Math.abs(index - selected), count - Math.abs(index - selected));
  return <BannerView {...props} eager={firstScreen && index === 0} showBackground={distance <= 1} />;
}
