import { useCmsBlocks } from './useCmsBlocks';
import { RichContent } from '../../RichContent';

/** A CMS block loaded by identifier (or id): nothing while loading, when missing or on error. */
export default function BlockById({ identifier }: { identifier: string }) {
  const { blocks } = useCmsBlocks([identifier]);
  return (
    <>
      {blocks.map((block) => (
        <RichContent key={block.identifier} html={block.content} />
      ))}
    </>
  );
}
