import { parseStorageHtml } from '../../../parse/parseStorageHtml';
import { aggregateTabItem } from '../../TabItem/aggregate';
import { aggregateTabs } from '../aggregate';
import { TABS_23, TABS_24, TABS_EDGE } from '../__testUtils__/fixtures';

const tabsNode = (html: string) => parseStorageHtml(html).nodes[0];

describe('aggregateTabs', () => {
  it('reads the 2.4 form: names from the tab-items, the stored active tab, alignment and the styled parts', () => {
    const node = tabsNode(TABS_24);
    const props = aggregateTabs(node);
    expect(props.tabs).toEqual([
      { name: 'Skin care', childIndex: 0 },
      { name: 'Hair care', childIndex: 1 },
      { name: 'Vitamins', childIndex: 2 },
    ]);
    expect(props.initialTab).toBe(1);
    expect(props.alignment).toBe('center');
    expect(props.style).toMatchObject({ margin: '0 0 24px', padding: '0' });
    expect(props.styleId).toBe('TB1');
    expect(props.headers).toMatchObject({ styleId: 'TB3', style: { borderStyle: 'solid', borderColor: '#cccccc', borderWidth: '1px', borderRadius: '0' } });
    expect(props.content).toMatchObject({ styleId: 'TB4', style: { minHeight: '250px', borderStyle: 'solid', textAlign: 'left' } });
    expect(props.cssClasses).toEqual([]);
  });

  it('reads the 2.3 form: inline styles, right alignment and an empty active tab meaning the first', () => {
    const props = aggregateTabs(tabsNode(TABS_23));
    expect(props.tabs.map((tab) => tab.name)).toEqual(['Shipping', 'Returns']);
    expect(props.initialTab).toBe(0);
    expect(props.alignment).toBe('right');
    expect(props.headers.style).toMatchObject({ borderStyle: 'dashed', borderColor: 'rgb(242, 108, 29)', borderWidth: '2px', borderRadius: '4px' });
    expect(props.content.style).toMatchObject({ minHeight: '180px', borderWidth: '1px' });
  });

  it('leaves hidden tab-items out, names unnamed ones by their header or place, and falls back to the first tab', () => {
    const props = aggregateTabs(tabsNode(TABS_EDGE));
    expect(props.tabs).toEqual([
      { name: 'From header', childIndex: 1 },
      { name: '3', childIndex: 2 },
    ]);
    expect(props.initialTab).toBe(0);
    expect(props.alignment).toBe('left');
  });

  it('has no tabs without tab-items, and reads an out-of-range active tab as the first', () => {
    expect(aggregateTabs(tabsNode('<div data-content-type="tabs" data-element="main"><ul data-element="navigation"></ul></div>')).tabs).toEqual([]);
    const outOfRange = TABS_24.replace('data-active-tab="1"', 'data-active-tab="7"');
    expect(aggregateTabs(tabsNode(outOfRange)).initialTab).toBe(0);
  });
});

describe('aggregateTabItem', () => {
  it('reads a tab-item like a column in both forms: padding, alignment, background colour and image', () => {
    const [skin] = tabsNode(TABS_24).children;
    expect(aggregateTabItem(skin)).toMatchObject({
      styleId: 'TI1',
      isHidden: false,
      style: { padding: '40px', justifyContent: 'flex-start', flexDirection: 'column' },
      background: { color: '#fff4ec', desktopImage: null },
    });
    const [shipping] = tabsNode(TABS_23).children;
    expect(aggregateTabItem(shipping)).toMatchObject({
      style: { padding: '32px' },
      background: { desktopImage: 'https://shop.test/media/wysiwyg/ship.jpg', size: 'cover', repeat: 'no-repeat' },
    });
  });

  it('reads display: none as hidden', () => {
    const [secret] = tabsNode(TABS_EDGE).children;
    expect(aggregateTabItem(secret).isHidden).toBe(true);
  });
});
