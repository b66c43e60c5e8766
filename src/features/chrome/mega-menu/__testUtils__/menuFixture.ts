/* Test data: a getVesMenu answer shaped as the backend sends it (absolute links on its own host). */
import { type VesMenuItem } from '../menuEntries';

export const BACKEND_HOST = 'http://backend.example:9000';

const item = (id: number, name: string, link: string | null, children: VesMenuItem[] = [], linkType = 'category_link') => ({
  __typename: 'VesMenuItem',
  id: String(id),
  name,
  link: link === null ? null : `${BACKEND_HOST}${link}`,
  link_type: linkType,
  category_id: linkType === 'category_link' ? String(100 + id) : null,
  children,
});

export const vesMenuAnswer = () => ({
  data: {
    vesMenu: {
      __typename: 'VesMenu',
      menu_id: '1',
      name: 'Top Menu',
      items: [
        {
          ...item(1, 'Skincare', '/skincare.html', [
            item(2, 'Face', '/skincare/face.html', [item(3, 'Serums', '/skincare/face/serums.html'), item(4, 'Toners', '/skincare/face/toners.html')]),
            item(5, 'Body', '/skincare/body.html', []),
          ]),
          content_type: 'childmenu',
          menu_id: '1',
          dropdown_bgimage: null,
        },
        { ...item(6, 'Brands', '/brands', [], 'custom_link'), content_type: 'childmenu', menu_id: '1', dropdown_bgimage: null },
      ],
    },
  },
});
