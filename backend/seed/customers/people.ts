import type { CustomerReviewSeed } from './reviews';
import type { StoredCardSeed } from './vault';

/** Seeded customers. The first is the demo account of CONVENTIONS.md. */
export interface CustomerSeed {
  email: string;
  password: string;
  firstname: string;
  lastname: string;
  gender: 1 | 2;
  dob: string;
  subscribed: boolean;
  createdAt: string;
  /** [street, city, province code, postcode, telephone]; the first is the default billing and shipping address. */
  addresses: Array<[string, string, string, string, string]>;
  /** Statuses of this customer's past orders, oldest first. */
  orders: string[];
  wishlistSize: number;
  rewards: boolean;
  /** Cards the test card method (jingga_card) saved in the vault. */
  storedCards?: StoredCardSeed[];
  /** Reviews the customer wrote, on products they ordered. */
  reviews?: CustomerReviewSeed[];
}

export const DEMO_EMAIL = 'demo@example.com';
export const DEMO_PASSWORD = 'Demo1234!Shop';

export const CUSTOMERS: CustomerSeed[] = [
  {
    email: DEMO_EMAIL,
    password: DEMO_PASSWORD,
    firstname: 'Demo',
    lastname: 'Pelanggan',
    gender: 2,
    dob: '1992-08-17',
    subscribed: true,
    createdAt: '2025-03-02 09:15:00',
    addresses: [
      ['Jl. Kemang Raya No. 10\nRT 003 / RW 002', 'Jakarta Selatan', 'JK', '12730', '081234567890'],
      ['Jl. Ir. H. Juanda No. 55', 'Bandung', 'JB', '40132', '081298765432'],
    ],
    orders: ['complete', 'complete', 'canceled', 'processing', 'pending'],
    wishlistSize: 4,
    rewards: true,
    storedCards: [
      ['VI', '1111', '12/2028'],
      ['MC', '4444', '09/2029'],
    ],
    reviews: [
      {
        summary: 'Lembut di kulit',
        text: 'Teksturnya ringan dan cepat meresap. Sudah dua minggu dipakai, kulit terasa lebih lembap.',
        stars: 5,
        pending: false,
        createdAt: '2025-06-14 10:20:00',
      },
      { summary: 'Good value', text: 'Works as described and the price is fair. Delivery to Jakarta took two days.', stars: 4, pending: false, createdAt: '2025-09-02 16:45:00' },
      // Written last, still waiting for the merchant's moderation.
      {
        summary: 'Kemasan kurang rapat',
        text: 'Produknya bagus, tapi tutup botolnya agak longgar saat diterima.',
        stars: 3,
        pending: true,
        createdAt: '2025-12-20 08:05:00',
      },
    ],
  },
  {
    email: 'siti.rahayu@example.com',
    password: 'Siti1234!Shop',
    firstname: 'Siti',
    lastname: 'Rahayu',
    gender: 2,
    dob: '1988-04-21',
    subscribed: false,
    createdAt: '2025-05-11 14:02:00',
    addresses: [['Jl. Raya Darmo No. 21', 'Surabaya', 'JI', '60241', '081355501234']],
    orders: ['complete'],
    wishlistSize: 2,
    rewards: true,
  },
  {
    email: 'budi.santoso@example.com',
    password: 'Budi1234!Shop',
    firstname: 'Budi',
    lastname: 'Santoso',
    gender: 1,
    dob: '1979-11-03',
    subscribed: true,
    createdAt: '2025-07-20 19:45:00',
    addresses: [['Jl. Gatot Subroto No. 77', 'Medan', 'SU', '20112', '081377702345']],
    orders: ['processing'],
    wishlistSize: 0,
    rewards: false,
  },
  // Joined with the demo customer's referral code (customers/referrals.ts) and has not ordered yet.
  {
    email: 'dewi.lestari@example.com',
    password: 'Dewi1234!Shop',
    firstname: 'Dewi',
    lastname: 'Lestari',
    gender: 2,
    dob: '1995-02-14',
    subscribed: false,
    createdAt: '2025-08-28 10:12:00',
    addresses: [['Jl. Malioboro No. 45', 'Yogyakarta', 'YO', '55213', '081322203456']],
    orders: [],
    wishlistSize: 0,
    rewards: false,
  },
];
