import { type ContentNode } from '../../parse/contentNode';
import { numberAttribute } from '../../properties/attributes';
import { readCommonProperties, type CommonProperties } from '../../properties/commonProperties';
import { readStyledElement, type StyledElement } from '../../properties/styledElement';

export type TabAlignment = 'left' | 'center' | 'right';

export interface TabHeader {
  /** The tab's name (data-tab-name of its tab-item). */
  name: string;
  /** Where its tab-item is among the node's children (and so among the rendered children). */
  childIndex: number;
}

export interface TabsProps extends CommonProperties {
  alignment: TabAlignment;
  /** The visible tabs in order; hidden tab-items have none. */
  tabs: TabHeader[];
  /** The tab shown first: the stored active tab when it is visible, else the first. */
  initialTab: number;
  /** The headers' stored border (style, width, colour, radius), applied to every tab. */
  headers: StyledElement;
  navigation: StyledElement;
  /** The box around the panels: border, minimum height, text alignment. */
  content: StyledElement;
}

const ALIGNMENT = /\btab-align-(left|center|right)\b/;
/** The tabs' own part `name` (navigation, content): a direct child, never one inside a tab. */
function ownElement(node: ContentNode, name: string): Element | null {
  return Array.from(node.element.children).find((element) => element.getAttribute('data-element') === name) ?? null;
}

function alignmentOf(node: ContentNode, navigation: Element | null): TabAlignment {
  const stored = ALIGNMENT.exec(node.element.getAttribute('class') ?? '')?.[1];
  if (stored) return stored as TabAlignment;
  const textAlign = navigation ? node.styleOf(navigation)['text-align'] : undefined;
  return textAlign === 'center' || textAlign === 'right' ? textAlign : 'left';
}

/** The stored header text of the tab at `position`, for a tab-item saved without a name. */
function headerText(headers: readonly Element[], position: number): string {
  return headers[position]?.textContent?.trim() ?? '';
}

export function aggregateTabs(node: ContentNode): TabsProps {
  const navigation = ownElement(node, 'navigation');
  const headers = navigation ? Array.from(navigation.querySelectorAll('[data-element="headers"]')) : [];
  const items = node.children.map((child, childIndex) => ({ child, childIndex })).filter(({ child }) => child.type === 'tab-item');
  const tabs: TabHeader[] = [];
  let initialTab = 0;
  // data-active-tab counts the tab-items as stored ('' means the first).
  const storedActive = numberAttribute(node.element, 'data-active-tab', 0);
  items.forEach(({ child, childIndex }, position) => {
    if (readCommonProperties(child).isHidden) return;
    if (position === storedActive) initialTab = tabs.length;
    const name = child.element.getAttribute('data-tab-name')?.trim() || headerText(headers, position) || String(position + 1);
    tabs.push({ name, childIndex });
  });
  return {
    ...readCommonProperties(node),
    alignment: alignmentOf(node, navigation),
    tabs,
    initialTab,
    headers: readStyledElement(node, headers[0] ?? null),
    navigation: readStyledElement(node, navigation),
    content: readStyledElement(node, ownElement(node, 'content')),
  };
}
