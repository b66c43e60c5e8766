import { RichHtml } from '../../../features/cms-block/RichHtml';
import { type ContentTypeChildren } from '../../contentType';
import { boxProps } from '../../shared/boxProps';
import { type DynamicBlockProps } from './aggregate';

/** A dynamic block's content when the store rendered any; otherwise nothing at all. */
export function DynamicBlock({ html, children, ...common }: DynamicBlockProps & ContentTypeChildren) {
  if (children) return <div {...boxProps(common)}>{children}</div>;
  return html ? (
    <div {...boxProps(common)}>
      <RichHtml html={html} />
    </div>
  ) : null;
}
