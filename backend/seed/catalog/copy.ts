import type { SeededRandom } from '../random';
import type { Brand } from './brands';
import type { Domain } from './kinds';
import { BENEFITS, INGREDIENTS } from './words';

export interface ProductCopy {
  shortDescription: string;
  description: string;
  metaKeyword: string;
}

interface CopySubject {
  name: string;
  noun: string;
  brand: Brand;
  domain: Domain;
  usage: string;
  categoryName: string;
}

/** Short and long description HTML (paragraphs and a list) plus meta keywords. */
export function productCopy(random: SeededRandom, subject: CopySubject): ProductCopy {
  const benefits = random.sample(BENEFITS[subject.domain], random.int(3, 4));
  const ingredients = random.sample(INGREDIENTS[subject.domain], random.int(3, 5));
  const paragraphs = [
    `<p>${subject.name} from ${subject.brand.name}. ${benefits[0]}.</p>`,
    `<ul>${benefits.map((benefit) => `<li>${benefit}</li>`).join('')}</ul>`,
    `<p><strong>How to use:</strong> ${subject.usage}</p>`,
  ];
  if (ingredients.length > 0) paragraphs.push(`<p><strong>Key ingredients:</strong> ${ingredients.join(', ')}.</p>`);
  return {
    shortDescription: `<p>${subject.noun} by ${subject.brand.name}: ${benefits[1].charAt(0).toLowerCase()}${benefits[1].slice(1)}.</p>`,
    description: paragraphs.join(''),
    metaKeyword: [subject.brand.name, subject.noun, subject.categoryName].join(', ').toLowerCase(),
  };
}
