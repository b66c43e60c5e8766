import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { generatedFiles, staleFiles } from '../codegen';
import { OPERATION_TYPES_FILE, RESOLVER_TYPES_FILE } from '../codegen/config';

// The types of every GraphQL document come from the schema the backend executes; a generated
// file that no longer matches the schema or the documents fails `npm run codegen:check`.
describe('codegen', () => {
  let files: Array<{ file: string; content: string }>;
  beforeAll(async () => {
    files = await generatedFiles();
  }, 60_000);

  const operations = () => files.find(({ file }) => file === OPERATION_TYPES_FILE)!.content;

  it("types each operation's answer from the schema's nullability", () => {
    // Cart.id is String! and total_quantity Float! in Magento; cart(cart_id) itself is nullable.
    expect(operations()).toContain('export type GetItemCountQuery = { cart: { id: string, total_quantity: number } | null };');
    expect(operations()).toContain("export type SubscribeToNewsletterMutation = { subscribeEmailToNewsletter: { status: SubscriptionStatusesEnum | null } | null };");
  });

  it('types the resolvers with the request context and the rows they resolve from', () => {
    const resolvers = files.find(({ file }) => file === RESOLVER_TYPES_FILE)!.content;
    expect(resolvers).toContain("import type { Money as MoneyModel, RequestContext } from '../types';");
    expect(resolvers).toContain("import type { CartRow as CartRowModel } from '../repositories/cart/cartRepository';");
    // customerCart is Cart! in Magento: a resolver must answer a cart row, never null.
    expect(resolvers).toContain("customerCart?: Resolver<ResolversTypes['Cart'], ParentType, ContextType>;");
  });

  it('finds the committed files up to date', () => {
    expect(staleFiles(files)).toEqual([]);
  });

  it('reports a generated file that differs from what the schema and documents give', () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'codegen-'));
    for (const { file, content } of files) {
      fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
      fs.writeFileSync(path.join(root, file), content);
    }
    expect(staleFiles(files, root)).toEqual([]);
    const target = path.join(root, OPERATION_TYPES_FILE);
    fs.writeFileSync(target, fs.readFileSync(target, 'utf8').replace('total_quantity: number', 'total_quantity: string'));
    expect(staleFiles(files, root)).toEqual([OPERATION_TYPES_FILE]);
    fs.rmSync(target);
    expect(staleFiles(files, root)).toEqual([OPERATION_TYPES_FILE]);
  });
});
