import { Icon, type IconProps } from '../../../lib/icons/Icon';

/** Two opposed arrows: products set against each other. */
export const CompareIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M16 3l4 4-4 4M20 7H4M8 21l-4-4 4-4M4 17h16" />
  </Icon>
);
