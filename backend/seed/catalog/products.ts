import type { Db } from '../../types';
import type { AttributeCatalog } from './attributes';
import { leafCategories, type CategoryRecord } from './categories';
import { planCompositeProducts } from './compositeProducts';
import { planDownloadableProducts } from './downloadableProducts';
import { planLeafProducts } from './leafProducts';
import { galleryFiles, type ProductPlan } from './plan';
import { planSampleProducts } from './sampleProducts';
import type { PlanContext } from './planContext';
import { insertRows, type Row } from './sqlInsert';

/** Every product: leaf categories' products first (composites need them as parts), then bundles and groups, then the e-book and the free sample. */
export function planProducts(context: PlanContext, categories: readonly CategoryRecord[]): ProductPlan[] {
  const leaves = leafCategories(categories);
  const products: ProductPlan[] = [];
  for (const leaf of leaves) if (leaf.node.kind) products.push(...planLeafProducts(context, leaf, leaf.node.kind));
  for (const leaf of leaves) if (leaf.node.composite) products.push(...planCompositeProducts(context, leaf, leaf.node.composite, products));
  products.push(...planDownloadableProducts(context, categories));
  products.push(...planSampleProducts(context, products));
  return products;
}

/** Parents followed by their configurable children. */
export function withChildren(products: readonly ProductPlan[]): ProductPlan[] {
  return products.flatMap((product) => [product, ...product.children]);
}

function productRow(product: ProductPlan): Row {
  const [image] = galleryFiles(product);
  return {
    entity_id: product.id,
    sku: product.sku,
    type_id: product.type,
    name: product.name,
    url_key: product.urlKey,
    visibility: product.visibility,
    status: 1,
    price: product.price,
    special_price: product.specialPrice,
    weight: product.weight,
    description: product.description,
    short_description: product.shortDescription,
    meta_title: product.name,
    meta_keyword: product.metaKeyword,
    meta_description: product.shortDescription.replace(/<[^>]+>/g, ''),
    brand_id: product.brand.id,
    country_of_manufacture: product.brand.country,
    image,
    small_image: image,
    thumbnail: image,
    swatch_image: product.visibility === 1 ? image : null,
    new_from_date: product.newFromDate,
    new_to_date: product.newFromDate ? '2027-03-31 00:00:00' : null,
    price_view: product.bundle?.priceView ?? null,
    dynamic_price: product.bundle ? Number(product.bundle.dynamicPrice) : null,
    dynamic_sku: product.bundle ? 1 : null,
    dynamic_weight: product.bundle ? Number(product.bundle.dynamicPrice) : null,
    ship_bundle_items: product.bundle ? 'TOGETHER' : null,
    links_purchased_separately: product.downloadable ? Number(product.downloadable.linksPurchasedSeparately) : null,
    links_title: product.downloadable?.linksTitle ?? null,
    created_at: product.createdAt,
    updated_at: product.createdAt,
  };
}

/** Writes products, stock, categories, attribute values, gallery rows and type links. */
export function insertProducts(db: Db, products: readonly ProductPlan[], attributes: AttributeCatalog): void {
  const all = withChildren(products);
  insertRows(db, 'products', all.map(productRow));
  insertRows(
    db,
    'product_stock',
    all.map((product) => ({ product_id: product.id, qty: product.qty, is_in_stock: Number(product.inStock), min_sale_qty: 1, max_sale_qty: 10000 })),
  );

  // Each parent sits in its leaf category and, for browsing the top menu, in its top category.
  const categoryRows: Row[] = [];
  const positions = new Map<number, number>();
  const place = (productId: number, categoryId: number) => {
    const position = (positions.get(categoryId) ?? 0) + 1;
    positions.set(categoryId, position);
    categoryRows.push({ product_id: productId, category_id: categoryId, position });
  };
  for (const product of products) {
    if (!product.category) continue;
    place(product.id, product.category.id);
    if (product.category.topId !== product.category.id) place(product.id, product.category.topId!);
  }
  insertRows(db, 'product_categories', categoryRows);

  const valueRows = new Map<string, Row>();
  for (const product of all) {
    for (const value of product.attributes) {
      const row = { product_id: product.id, attribute_id: attributes.attributeId(value.code), option_id: attributes.optionId(value.code, value.label) };
      valueRows.set(`${row.product_id}:${row.attribute_id}:${row.option_id}`, row);
    }
  }
  insertRows(db, 'product_attribute_values', [...valueRows.values()]);

  insertRows(
    db,
    'product_media_gallery',
    all.flatMap((product) =>
      galleryFiles(product).map((file, index) => ({
        product_id: product.id,
        file,
        label: index === 0 ? product.name : `${product.name} - view ${index + 1}`,
        position: index + 1,
        disabled: 0,
        media_type: 'image',
      })),
    ),
  );

  insertConfigurables(db, products, attributes);
  insertBundles(db, products);
  insertRows(
    db,
    'product_links',
    products.flatMap((product) =>
      product.groupedMembers.map((member, index) => ({ product_id: product.id, linked_product_id: member.productId, link_type: 'super', position: index + 1, qty: member.qty })),
    ),
  );
}

function insertConfigurables(db: Db, products: readonly ProductPlan[], attributes: AttributeCatalog): void {
  const configurables = products.filter((product) => product.type === 'configurable');
  insertRows(
    db,
    'configurable_attributes',
    configurables.flatMap((product) =>
      product.configurableAttributes.map((code, position) => ({ product_id: product.id, attribute_id: attributes.attributeId(code), position, label: code === 'shade' ? 'Shade' : 'Size' })),
    ),
  );
  insertRows(
    db,
    'configurable_links',
    configurables.flatMap((product) => product.children.map((child) => ({ parent_id: product.id, child_id: child.id }))),
  );
}

function insertBundles(db: Db, products: readonly ProductPlan[]): void {
  const insertOption = db.prepare('INSERT INTO bundle_options (parent_id, title, required, type, position) VALUES (?, ?, ?, ?, ?)');
  const selectionRows: Row[] = [];
  for (const product of products) {
    product.bundle?.options.forEach((option, index) => {
      const optionId = Number(insertOption.run(product.id, option.title, Number(option.required), option.type, index + 1).lastInsertRowid);
      option.selections.forEach((selection, position) =>
        selectionRows.push({
          option_id: optionId,
          parent_id: product.id,
          product_id: selection.productId,
          selection_qty: selection.qty,
          can_change_qty: Number(selection.canChangeQty),
          is_default: Number(selection.isDefault),
          position: position + 1,
          price_type: 0,
          price_value: selection.priceValue,
        }),
      );
    });
  }
  insertRows(db, 'bundle_selections', selectionRows);
}
