import { deriveMenuEntries, stripHost } from '../menuEntries';
import { BACKEND_HOST, vesMenuAnswer } from '../__testUtils__/menuFixture';

const items = () => vesMenuAnswer().data.vesMenu.items;

describe('stripHost', () => {
  it('keeps the path, query and hash of an absolute link', () => {
    expect(stripHost('https://shop.example.com/skincare.html')).toBe('/skincare.html');
    expect(stripHost('http://127.0.0.1:8080/search.html?query=serum#top')).toBe('/search.html?query=serum#top');
  });

  it('leaves a relative link as a path and drops empty ones', () => {
    expect(stripHost('/brands')).toBe('/brands');
    expect(stripHost('brands')).toBe('/brands');
    expect(stripHost('')).toBeNull();
    expect(stripHost(null)).toBeNull();
    expect(stripHost('#')).toBeNull();
  });
});

describe('deriveMenuEntries', () => {
  it('derives path, url_path, position and include_in_menu on every level', () => {
    const [skincare] = deriveMenuEntries(items(), '/');
    expect(skincare).toMatchObject({ path: '/skincare.html', url_path: 'skincare', position: 1, include_in_menu: 1, isCategory: true });
    const serums = skincare.children[0].children[0];
    expect(serums).toMatchObject({ name: 'Serums', path: '/skincare/face/serums.html', url_path: 'skincare/face/serums', position: 3 });
    expect(JSON.stringify(deriveMenuEntries(items(), '/'))).not.toContain(BACKEND_HOST);
  });

  it('marks active exactly the entry whose path is the current path', () => {
    const [skincare, brands] = deriveMenuEntries(items(), '/skincare/face.html');
    expect(skincare.isActive).toBe(false);
    expect(skincare.children[0].isActive).toBe(true);
    expect(skincare.children[1].isActive).toBe(false);
    expect(brands.isActive).toBe(false);
    expect(deriveMenuEntries(items(), '/brands')[1]).toMatchObject({ isActive: true, isCategory: false });
  });

  it('drops null and nameless items', () => {
    expect(deriveMenuEntries([null, { id: '9', name: '', link: null, link_type: null, category_id: null }], '/')).toEqual([]);
    expect(deriveMenuEntries(null, '/')).toEqual([]);
  });
});
