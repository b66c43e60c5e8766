import { type BannerProps } from './aggregate';
import { BannerView } from './BannerView';

/** A banner content type: its picture loads as it nears the screen. */
export function Banner(props: BannerProps) {
  return <BannerView {...props} />;
}
