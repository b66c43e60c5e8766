import { type BrowserPersistence } from '../../../lib/persistence/BrowserPersistence';
import { StorageKeys } from '../../../lib/persistence/keys';
import { sessionPersistence } from '../../../lib/persistence/sessionPersistence';

/** Where the cart's shipping is estimated for: a province of the shop's country and a postal code. */
export interface EstimateDestination {
  regionId: number;
  regionCode: string;
  regionName: string;
  postcode: string;
}

/** What this tab remembers of the estimate: the destination, and the method the shopper picked ("carrier|method"). */
export interface StoredEstimate {
  destination: EstimateDestination | null;
  chosen: string | null;
}

const isDestination = (value: unknown): value is EstimateDestination => {
  const d = value as Partial<EstimateDestination> | null;
  return Boolean(d && typeof d.regionId === 'number' && typeof d.regionCode === 'string' && typeof d.regionName === 'string' && typeof d.postcode === 'string');
};

/** The remembered estimate (sessionStorage: a reload keeps it, the visit's end drops it); anything malformed reads as nothing. */
export function storedEstimate(persistence: BrowserPersistence = sessionPersistence()): StoredEstimate {
  const stored = persistence.getItem<Partial<StoredEstimate>>(StorageKeys.shippingEstimate);
  return {
    destination: isDestination(stored?.destination) ? stored.destination : null,
    chosen: typeof stored?.chosen === 'string' ? stored.chosen : null,
  };
}

export function storeEstimate(estimate: StoredEstimate, persistence: BrowserPersistence = sessionPersistence()): void {
  persistence.setItem(StorageKeys.shippingEstimate, estimate);
}

/** The checkout's address fields the estimate already knows (the province's code and the postal code), or nothing. */
export function estimatedAddressFields(): { region_code: string; postcode: string } | null {
  const { destination } = storedEstimate();
  return destination ? { region_code: destination.regionCode, postcode: destination.postcode } : null;
}
