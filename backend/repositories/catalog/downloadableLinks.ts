import type { Db } from '../../types';
import { groupBy } from './groupBy';
import { decodeUid, encodeUid, jsonList } from './ids';

export interface DownloadableLinkRow {
  link_id: number;
  product_id: number;
  title: string;
  sort_order: number;
  /** Whole rupiah, added to the product's price when links are bought separately. */
  price: number;
  /** 0: unlimited. */
  number_of_downloads: number;
  is_shareable: number;
  file_key: string;
}

export interface DownloadableSampleRow {
  sample_id: number;
  product_id: number;
  title: string;
  sort_order: number;
  file_key: string;
}

/** Magento's DownloadableLinksValueUid: base64 of "downloadable/<link_id>", also what selected_options names a link by. */
export const downloadableLinkUid = (linkId: number): string => encodeUid(`downloadable/${linkId}`);

/** The link id a selected_options uid names, or null when it names no downloadable link. */
export function linkIdFromUid(uid: string): number | null {
  const match = /^downloadable\/(\d+)$/.exec(decodeUid(uid) ?? '');
  return match ? Number(match[1]) : null;
}

export const isDownloadableLinkUid = (uid: string): boolean => decodeUid(uid)?.startsWith('downloadable/') ?? false;

/** Each product's links, by sort order (Magento's link collection order). */
export function loadDownloadableLinks(db: Db, productIds: readonly number[]): Map<number, DownloadableLinkRow[]> {
  const rows = db
    .prepare('SELECT * FROM downloadable_links WHERE product_id IN (SELECT value FROM json_each(?)) ORDER BY product_id, sort_order, link_id')
    .all(jsonList(productIds)) as DownloadableLinkRow[];
  return groupBy(rows, (row) => row.product_id);
}

/** Each product's samples, by sort order. */
export function loadDownloadableSamples(db: Db, productIds: readonly number[]): Map<number, DownloadableSampleRow[]> {
  const rows = db
    .prepare('SELECT * FROM downloadable_samples WHERE product_id IN (SELECT value FROM json_each(?)) ORDER BY product_id, sort_order, sample_id')
    .all(jsonList(productIds)) as DownloadableSampleRow[];
  return groupBy(rows, (row) => row.product_id);
}

/** A sample of an enabled product, or null. */
export function findPublicSample(db: Db, sampleId: number): DownloadableSampleRow | null {
  return (
    (db
      .prepare('SELECT s.* FROM downloadable_samples s JOIN products p ON p.entity_id = s.product_id WHERE s.sample_id = ? AND p.status = 1')
      .get(sampleId) as DownloadableSampleRow | undefined) ?? null
  );
}
