import { lazy, Suspense } from 'react';
import { RichHtml } from '../../shared/RichHtml';
import { type ContentTypeChildren } from '../../contentType';
import { boxProps } from '../../shared/boxProps';
import { type BlockProps } from './aggregate';

// Loaded only for a block the server did not render (and it renders content types itself).
const BlockById = lazy(() => import(/* webpackChunkName: "pb-block-by-id" */ './BlockById'));

/** A CMS block inside Page Builder content; nothing when it is missing or empty. */
export function Block({ blockId, html, children, ...common }: BlockProps & ContentTypeChildren) {
  if (blockId) {
    return (
      <div {...boxProps(common)}>
        <Suspense fallback={null}>
          <BlockById identifier={blockId} />
        </Suspense>
      </div>
    );
  }
  if (children) return <div {...boxProps(common)}>{children}</div>;
  return html ? (
    <div {...boxProps(common)}>
      <RichHtml html={html} />
    </div>
  ) : null;
}
