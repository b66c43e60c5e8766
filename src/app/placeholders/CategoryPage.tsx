import { ComingSoon } from './ComingSoon';

/** Placeholder until the category feature lands. */
export default function CategoryPage() {
  return <ComingSoon titleId="category.title" />;
}
