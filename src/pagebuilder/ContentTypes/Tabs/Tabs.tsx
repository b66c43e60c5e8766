import { Children } from 'react';
import { type ContentTypeChildren } from '../../contentType';
import { boxProps } from '../../shared/boxProps';
import { classNames } from '../../shared/classNames';
import { type TabsProps } from './aggregate';
import styles from './tabs.module.css';
import { useTabs } from './useTabs';

/** Accessible tabs: a tab list (arrow keys, Home, End) and one panel per tab, only the active one shown. */
export function Tabs({ alignment, tabs, initialTab, headers, navigation, content, children, ...common }: TabsProps & ContentTypeChildren) {
  const { active, select, onKeyDown, tabRef, tabId, panelId } = useTabs(tabs.length, initialTab);
  if (!tabs.length) return null;
  // The renderer renders the node's children in order: the tab-items are among them.
  const rendered = Children.toArray(children);
  return (
    <div {...boxProps(common, classNames(styles.tabs, styles[alignment]))}>
      <div role="tablist" {...boxProps(navigation, styles.tablist)} onKeyDown={onKeyDown}>
        {tabs.map((tab, index) => (
          <button
            key={index}
            ref={tabRef(index)}
            type="button"
            role="tab"
            id={tabId(index)}
            aria-selected={index === active}
            aria-controls={panelId(index)}
            tabIndex={index === active ? 0 : -1}
            {...boxProps(headers, classNames(styles.tab, index === active && styles.active))}
            onClick={() => select(index)}
          >
            {tab.name}
          </button>
        ))}
      </div>
      <div {...boxProps(content, styles.content)}>
        {tabs.map((tab, index) => (
          <div key={index} role="tabpanel" id={panelId(index)} aria-labelledby={tabId(index)} hidden={index !== active} tabIndex={0} className={styles.panel}>
            {rendered[tab.childIndex]}
          </div>
        ))}
      </div>
    </div>
  );
}
