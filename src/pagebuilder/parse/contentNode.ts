/** A resolved style: property (lower-case, as written in CSS) -> value. */
export type StyleRecord = Readonly<Record<string, string>>;

/** One Page Builder content type in the parsed tree. */
export interface ContentNode {
  /** data-content-type, e.g. "row", "slider". */
  type: string;
  /** data-appearance, '' when the type has none. */
  appearance: string;
  /** The element that carries data-content-type (data-element="main"), in the parsed document. */
  element: Element;
  /** Content types nested inside, in document order. */
  children: ContentNode[];
  /**
   * The style of any element of this document: its data-pb-style rule (outside media queries)
   * with its inline style on top, as the browser would cascade them.
   */
  styleOf(element: Element): StyleRecord;
}

/** The attribute the parser moves stored inline styles to, so no inline style reaches a document. */
export const INLINE_STYLE_ATTRIBUTE = 'data-pb-inline-style';
