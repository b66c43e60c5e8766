import { hashPassword } from '../../auth/password';
import type { Db } from '../../types';
import { formatDateTime } from '../catalog/dates';
import { findRegionCodes } from './regions';
import { seedRewardPoints, seedStoreCredit } from './loyalty';
import { defaultBundleLine } from './orderBundles';
import { placeOrder, purchasableProducts, type OrderAddress, type PlacedOrder } from './orders';
import { seedMedicalTests } from './medicalTests';
import { CUSTOMERS, DEMO_EMAIL, type CustomerSeed } from './people';
import { seedPaymentConfirmations } from './paymentConfirmations';
import { seedReferrals } from './referrals';
import { seedCustomerReviews } from './reviews';
import { seedStoredCards } from './vault';
import type { SeedOptions } from '../index';
import { SeededRandom } from '../random';

const DAY_MS = 86_400_000;
/** Orders are spread over the months before this date (fixed, never the clock). */
const LAST_ORDER_DATE = Date.UTC(2026, 0, 3, 10, 30);

/** Demo customers with addresses, past orders, a wishlist, reward points, store credit, saved cards, reviews and referrals. Runs after the catalogue. */
export async function seedCustomers(db: Db, _options: SeedOptions): Promise<void> {
  const random = new SeededRandom(777);
  const products = purchasableProducts(db);
  if (products.length === 0) throw new Error('seedCustomers: the catalogue has no purchasable simple products');
  const regions = findRegionCodes(db);
  let orderNumber = 0;
  const passwords: Array<{ customerId: number; password: string; salt: string }> = [];
  db.transaction(() => {
    for (const seed of CUSTOMERS) {
      const { customerId, salt } = insertCustomer(db, random, seed);
      passwords.push({ customerId, password: seed.password, salt });
      const addresses = insertAddresses(db, customerId, seed, regions);
      const orders: PlacedOrder[] = seed.orders.map((status, index) => {
        orderNumber += 1;
        const daysAgo = (seed.orders.length - index) * 23 + random.int(0, 9);
        const createdAt = new Date(LAST_ORDER_DATE - daysAgo * DAY_MS + random.int(0, 36_000) * 1000);
        // The demo customer's first order holds a bundle, so the account's order pages show its selections.
        const bundle = seed.email === DEMO_EMAIL && index === 0 ? (defaultBundleLine(db, formatDateTime(createdAt).slice(0, 10)) ?? undefined) : undefined;
        return placeOrder(db, random, {
          incrementId: String(orderNumber).padStart(9, '0'),
          customerId,
          email: seed.email,
          firstname: seed.firstname,
          lastname: seed.lastname,
          status,
          createdAt,
          address: addresses[index % addresses.length],
          products: random.sample(products, random.int(1, 3)),
          withCoupon: index === 1,
          storeCreditUsed: seed.rewards && index === seed.orders.length - 2 ? 25_000 : 0,
          bundle,
        });
      });
      insertWishlist(db, random, customerId, seed, products.map((product) => product.entity_id));
      if (seed.storedCards) seedStoredCards(db, customerId, seed.storedCards, seed.createdAt);
      if (seed.reviews) seedCustomerReviews(db, customerId, seed.firstname, seed.reviews, products.map((product) => product.entity_id));
      if (seed.rewards) {
        const joinedAt = seed.createdAt;
        seedRewardPoints(db, customerId, joinedAt, orders);
        const creditOrder = orders.find((order) => order.storeCreditUsed > 0);
        seedStoreCredit(db, customerId, [
          { action: 'Added', change: 100_000, comment: 'Refund of a returned item', orderId: null, at: joinedAt },
          ...(creditOrder
            ? [{ action: 'Used', change: -creditOrder.storeCreditUsed, comment: `Used on order #${creditOrder.incrementId}`, orderId: creditOrder.entityId, at: creditOrder.createdAt }]
            : []),
          { action: 'Added', change: 50_000, comment: 'Goodwill credit from customer service', orderId: null, at: formatDateTime(new Date(LAST_ORDER_DATE)) },
        ]);
      }
    }
    seedPaymentConfirmations(db);
    seedReferrals(db);
    seedMedicalTests(db);
  })();
  // scrypt is async and a transaction callback is not, so the hashes are filled in after the inserts
  // (until then the empty hash matches no password).
  // One at a time: a burst could overflow the password-hashing queue (PASSWORD_HASH_QUEUE).
  const hashes: string[] = [];
  for (const { password, salt } of passwords) hashes.push(await hashPassword(password, salt));
  const setHash = db.prepare('UPDATE customers SET password_hash = ? WHERE entity_id = ?');
  db.transaction(() => passwords.forEach(({ customerId }, index) => setHash.run(hashes[index], customerId)))();
}

/** Inserts the customer with an empty password hash; returns its id and the salt its hash will use. */
function insertCustomer(db: Db, random: SeededRandom, seed: CustomerSeed): { customerId: number; salt: string } {
  // A seeded salt keeps the whole database identical between runs.
  const salt = Array.from({ length: 16 }, () => random.int(0, 255).toString(16).padStart(2, '0')).join('');
  const customerId = Number(
    db
      .prepare(
        `INSERT INTO customers (website_id, group_id, email, firstname, lastname, password_hash, is_subscribed, date_of_birth, gender, created_at, updated_at)
         VALUES (1, 1, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(seed.email, seed.firstname, seed.lastname, '', seed.subscribed ? 1 : 0, seed.dob, seed.gender, seed.createdAt, seed.createdAt).lastInsertRowid,
  );
  return { customerId, salt };
}

function insertAddresses(db: Db, customerId: number, seed: CustomerSeed, regions: Map<string, { region_id: number; name: string }>): OrderAddress[] {
  const insert = db.prepare(
    `INSERT INTO customer_addresses (customer_id, firstname, lastname, street, city, region, region_code, region_id, postcode, country_id, telephone, created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, 'ID', ?, ?, ?)`,
  );
  const addresses = seed.addresses.map(([street, city, regionCode, postcode, telephone]) => {
    const region = regions.get(regionCode);
    if (!region) throw new Error(`seedCustomers: unknown province ${regionCode}`);
    const address: OrderAddress = { firstname: seed.firstname, lastname: seed.lastname, street, city, region: region.name, region_code: regionCode, region_id: region.region_id, postcode, country_id: 'ID', telephone };
    const id = Number(insert.run(customerId, seed.firstname, seed.lastname, street, city, region.name, regionCode, region.region_id, postcode, telephone, seed.createdAt, seed.createdAt).lastInsertRowid);
    return { id, address };
  });
  db.prepare('UPDATE customers SET default_billing = ?, default_shipping = ? WHERE entity_id = ?').run(addresses[0].id, addresses[0].id, customerId);
  return addresses.map((entry) => entry.address);
}

function insertWishlist(db: Db, random: SeededRandom, customerId: number, seed: CustomerSeed, productIds: number[]): void {
  if (seed.wishlistSize === 0) return;
  const sharingCode = Array.from({ length: 32 }, () => 'abcdefghijklmnopqrstuvwxyz0123456789'[random.int(0, 35)]).join('');
  const wishlistId = Number(db.prepare('INSERT INTO wishlists (customer_id, sharing_code, updated_at) VALUES (?, ?, ?)').run(customerId, sharingCode, formatDateTime(new Date(LAST_ORDER_DATE))).lastInsertRowid);
  const insert = db.prepare('INSERT INTO wishlist_items (wishlist_id, product_id, store_id, qty, description, added_at) VALUES (?, ?, 1, 1, NULL, ?)');
  random.sample(productIds, seed.wishlistSize).forEach((productId, index) => insert.run(wishlistId, productId, formatDateTime(new Date(LAST_ORDER_DATE - (index + 1) * 5 * DAY_MS))));
}
