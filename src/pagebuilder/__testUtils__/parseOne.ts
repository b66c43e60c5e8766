import { type ContentNode } from '../parse/contentNode';
import { parseStorageHtml } from '../parse/parseStorageHtml';
import { inForm, type StorageForm } from './storageForms';

/** The first node of `type` in a fixture template, parsed in the given style form. */
export function parseOne(template: string, form: StorageForm, type?: string): ContentNode {
  const { nodes } = parseStorageHtml(inForm(template, form));
  const queue = [...nodes];
  while (queue.length) {
    const node = queue.shift() as ContentNode;
    if (!type || node.type === type) return node;
    queue.push(...node.children);
  }
  throw new Error(`No ${type ?? ''} node in the fixture`);
}
