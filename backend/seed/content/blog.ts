import type { Db } from '../../types';
import { formatDateTime } from '../catalog/dates';
import { insertRows, type Row } from '../catalog/sqlInsert';
import { slugify } from '../../text/slug';
import { SeededRandom } from '../random';
import { seedBlogRelatedProducts } from './blogRelatedProducts';
import { bannerSvg, renderSvg } from './images';
import { text } from './pageBuilder';

const CATEGORIES: ReadonlyArray<[name: string, description: string]> = [
  ['Skincare Tips', 'Routines and ingredients explained by our beauty advisors.'],
  ['Healthy Living', 'Everyday habits for a healthier you.'],
  ['Vitamins & Nutrition', 'What to take, when, and why.'],
  ['Mom & Baby', 'Care for mothers and little ones.'],
  ['Pharmacist Answers', 'Our pharmacists answer your questions about medicines.'],
];

const AUTHORS = ['apt. Sari Wulandari', 'dr. Budi Santoso', 'Rina Kusuma', 'apt. Dewi Lestari', 'Jingga Editorial'];

/** [title, category index, lead sentence] */
const POSTS: ReadonlyArray<[string, number, string]> = [
  ['5 Steps to a Simple Morning Skincare Routine', 0, 'A good routine does not need ten products: cleanse, tone, treat, moisturise and protect.'],
  ['Niacinamide vs Vitamin C: Which Serum Suits You?', 0, 'Both brighten the skin, but they work differently and suit different concerns.'],
  ['How to Choose a Sunscreen for Tropical Weather', 0, 'Humidity and heat call for light textures that still give broad-spectrum protection.'],
  ['Double Cleansing: Is It Really Necessary?', 0, 'If you wear sunscreen or makeup every day, the answer is probably yes.'],
  ['Acne-Prone Skin: Ingredients to Look For', 0, 'Salicylic acid, niacinamide and azelaic acid are your friends.'],
  ['Staying Hydrated During Ramadan', 1, 'Plan your water intake between iftar and sahur to avoid dehydration.'],
  ['Sleep Better: 7 Habits That Actually Work', 1, 'Good sleep starts hours before bedtime.'],
  ['Walking 10,000 Steps: Myth or Must?', 1, 'Any extra movement counts; here is how to build the habit.'],
  ['Managing Stress at Work', 1, 'Short breaks, breathing exercises and a tidy desk go a long way.'],
  ['Vitamin D: Why Indonesians Still Need It', 2, 'Despite the sunshine, many of us spend most of the day indoors.'],
  ['Choosing a Multivitamin for Your Age', 2, 'Needs change from your twenties to your sixties.'],
  ['Omega-3 and Heart Health', 2, 'Fish oil supplements can support a healthy heart alongside a balanced diet.'],
  ['Traditional Jamu Meets Modern Science', 2, 'Turmeric, ginger and temulawak have been studied more than you might think.'],
  ['Zinc and Your Immune System', 2, 'A small mineral with a big role in fighting infections.'],
  ['Preparing Your Baby Bag: A Checklist', 3, 'From diapers to fever medicine, what to pack for a day out.'],
  ['Folic Acid Before and During Pregnancy', 3, 'Why doctors recommend starting before you are pregnant.'],
  ['Caring for Baby Skin in Hot Weather', 3, 'Prickly heat and diaper rash are common; here is how to prevent them.'],
  ['Can I Take Paracetamol and Ibuprofen Together?', 4, 'Our pharmacist explains how to combine common pain relievers safely.'],
  ['How to Store Medicines at Home', 4, 'Heat and humidity shorten the life of many medicines.'],
  ['Antibiotics: Why You Must Finish the Course', 4, 'Stopping early helps resistant bacteria survive.'],
];

// Deep oranges: the pictures carry white text, which pale peach left unreadable.
export const BLOG_PALETTES: ReadonlyArray<readonly [string, string]> = [['#c2410c', '#9a3412'], ['#b3490b', '#8c3909'], ['#c05621', '#9c4221'], ['#a63c06', '#7c2d12']];

function longContent(title: string, lead: string, category: string): string {
  return [
    `<p><strong>${text(lead)}</strong></p>`,
    `<h2>Why it matters</h2><p>${text(`${title} is one of the topics our ${category.toLowerCase()} readers ask about most. We asked our team to explain it in plain language.`)}</p>`,
    '<h2>What you can do</h2><ul><li>Start small and be consistent.</li><li>Read the label and follow the recommended dose.</li><li>Ask a pharmacist when you take other medicines.</li></ul>',
    `<p>${text('Have a question? Chat with a Jingga pharmacist, free of charge, every day from 08:00 to 22:00.')}</p>`,
  ].join('');
}

/** Blog categories and posts with generated featured images, published over 2025, and the products each post recommends. */
export async function seedBlog(db: Db, mediaDir: string): Promise<void> {
  const random = new SeededRandom(4242);
  const posts: Row[] = [];
  for (const [index, [title, categoryIndex, lead]] of POSTS.entries()) {
    const urlKey = slugify(title);
    const image = await renderSvg(mediaDir, `blog/${urlKey}.jpg`, bannerSvg({ width: 800, height: 450, colors: BLOG_PALETTES[index % BLOG_PALETTES.length], title: CATEGORIES[categoryIndex][0], subtitle: title.length > 44 ? `${title.slice(0, 42)}…` : title }));
    const published = formatDateTime(new Date(Date.UTC(2025, 0, 6) + index * 17 * 86_400_000 + random.int(8, 18) * 3_600_000));
    posts.push({
      post_id: index + 1,
      title,
      url_key: urlKey,
      short_content: `<p>${text(lead)}</p>`,
      content: longContent(title, lead, CATEGORIES[categoryIndex][0]),
      featured_image: image,
      author_name: random.pick(AUTHORS),
      publish_date: published,
      is_active: 1,
      tags: [CATEGORIES[categoryIndex][0].toLowerCase(), 'jingga'].join(','),
      meta_title: title,
      meta_description: lead,
      created_at: published,
      updated_at: published,
    });
  }
  db.transaction(() => {
    insertRows(
      db,
      'blog_categories',
      CATEGORIES.map(([name, description], index) => ({ category_id: index + 1, name, url_key: slugify(name), description, position: index, is_active: 1, meta_title: name, meta_description: description })),
    );
    insertRows(db, 'blog_posts', posts);
    insertRows(db, 'blog_post_categories', POSTS.map(([, categoryIndex], index) => ({ post_id: index + 1, category_id: categoryIndex + 1 })));
    seedBlogRelatedProducts(db);
  })();
}
