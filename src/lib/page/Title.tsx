import { useTitle } from './useTitle';

/** Declarative page title: `<Title>{name}</Title>` renders nothing and sets document.title. */
export function Title({ children }: { children: string | null | undefined }) {
  useTitle(children);
  return null;
}
