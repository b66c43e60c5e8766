import { parseOne } from '../../__testUtils__/parseOne';
import { BOTH_FORMS, backgroundImages } from '../../__testUtils__/storageForms';
import { aggregateColumn } from '../Column/aggregate';
import { aggregateRow } from '../Row/aggregate';

describe.each(BOTH_FORMS)('layout aggregators, %s style form', (form) => {
  it('row: a contained row is styled on its inner element', () => {
    const node = parseOne(
      `<div data-content-type="row" data-appearance="contained" data-element="main"><div data-element="inner" ${backgroundImages({ desktop_image: 'https://shop.test/media/bg.jpg' })} pb="background-color:#fff4ec;padding:16px;margin:0 0 24px;background-size:cover;background-repeat:no-repeat"></div></div>`,
      form,
    );
    const row = aggregateRow(node);
    expect(row).toMatchObject({ appearance: 'contained', isHidden: false });
    expect(row.style).toMatchObject({ backgroundColor: '#fff4ec', padding: '16px', margin: '0 0 24px' });
    expect(row.background).toMatchObject({ desktopImage: 'https://shop.test/media/bg.jpg', size: 'cover', repeat: 'no-repeat' });
  });

  it('row: full-width and full-bleed rows are styled on their main element; unknown appearances are contained', () => {
    const fullWidth = parseOne(
      `<div data-content-type="row" data-appearance="full-width" data-element="main" pb="background-color:#fafafa;min-height:300px"><div class="row-full-width-inner" data-element="inner"></div></div>`,
      form,
    );
    expect(aggregateRow(fullWidth)).toMatchObject({ appearance: 'full-width', minHeight: '300px', style: { backgroundColor: '#fafafa' } });
    const bleed = parseOne(`<div data-content-type="row" data-appearance="full-bleed" data-element="main" pb="padding:0"></div>`, form);
    expect(aggregateRow(bleed).appearance).toBe('full-bleed');
    const odd = parseOne(`<div data-content-type="row" data-appearance="sideways" data-element="main"></div>`, form);
    expect(aggregateRow(odd).appearance).toBe('contained');
  });

  it('row: hidden when its main or inner element has display: none', () => {
    const node = parseOne(`<div data-content-type="row" data-appearance="contained" data-element="main" pb="display:none"><div data-element="inner" pb="padding:4px"></div></div>`, form);
    expect(aggregateRow(node).isHidden).toBe(true);
  });

  it.each([
    ['align-top', 'top'],
    ['align-center', 'center'],
    ['align-bottom', 'bottom'],
    ['full-height', 'full-height'],
  ])('column: appearance %s aligns %s, the width is the stored percentage', (appearance, alignment) => {
    const node = parseOne(`<div class="pagebuilder-column" data-content-type="column" data-appearance="${appearance}" data-element="main" pb="width:33.3333%;justify-content:center"></div>`, form);
    expect(aggregateColumn(node)).toMatchObject({ alignment, width: '33.3333%', style: { justifyContent: 'center' } });
  });

  it('column: without a stored width it shares the line evenly', () => {
    expect(aggregateColumn(parseOne(`<div data-content-type="column" data-appearance="full-height" data-element="main"></div>`, form)).width).toBeNull();
  });
});
