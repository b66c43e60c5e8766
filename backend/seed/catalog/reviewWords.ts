/** Words for generated reviews, by sentiment and language (English and Indonesian). */
export type Sentiment = 'positive' | 'neutral' | 'negative';
export type Language = 'en' | 'id';

export const NICKNAMES = ['Putri', 'Dewi S.', 'Rina', 'Andi', 'Budi P.', 'Siti', 'Ayu', 'Rizky', 'Fajar', 'Nadia', 'Intan', 'Kevin', 'Sarah', 'Michelle', 'Yoga', 'Dian', 'Wulan', 'Agus', 'Maya', 'Tari', 'Citra', 'Bayu', 'Lestari', 'Eko'] as const;

export const SUMMARIES: Record<Sentiment, Record<Language, readonly string[]>> = {
  positive: {
    en: ['Love it!', 'My holy grail', 'Works great', 'Will repurchase', 'Great value for money', 'Does what it promises', 'Gentle and effective'],
    id: ['Suka banget!', 'Bagus, recommended', 'Worth it banget', 'Pasti beli lagi', 'Cocok buat aku', 'Mantap jiwa'],
  },
  neutral: {
    en: ['It is okay', 'Decent, nothing special', 'Not bad', 'Average product'],
    id: ['Lumayan', 'Biasa aja', 'Cukup oke', 'Standar'],
  },
  negative: {
    en: ['Not for me', 'Disappointed', 'Did not work for me'],
    id: ['Kurang cocok', 'Kecewa', 'Tidak sesuai harapan'],
  },
};

export const OPENERS: Record<Sentiment, Record<Language, readonly string[]>> = {
  positive: {
    en: ['I have been using this for {weeks} weeks and I can really see the difference.', 'Bought this on a friend\'s recommendation and I am glad I did.', 'Third time buying this already.'],
    id: ['Sudah pakai {weeks} minggu dan hasilnya kelihatan banget.', 'Beli karena rekomendasi teman dan ternyata cocok.', 'Ini sudah pembelian ketiga.'],
  },
  neutral: {
    en: ['Used it for {weeks} weeks.', 'It does the job.', 'Expected a bit more for the price.'],
    id: ['Sudah pakai {weeks} minggu.', 'Lumayan untuk harganya.', 'Hasilnya biasa saja.'],
  },
  negative: {
    en: ['Used it for {weeks} weeks without any result.', 'Unfortunately it did not suit me.', 'The texture was not what I expected.'],
    id: ['Sudah {weeks} minggu tapi belum ada hasil.', 'Sayangnya tidak cocok di aku.', 'Teksturnya tidak sesuai ekspektasi.'],
  },
};

export const CLOSERS: Record<Sentiment, Record<Language, readonly string[]>> = {
  positive: {
    en: ['Delivery was fast and the packaging was safe.', 'Highly recommended!', 'The price is fair for the quality.'],
    id: ['Pengiriman cepat dan packing aman.', 'Recommended banget!', 'Harga sesuai kualitas.'],
  },
  neutral: {
    en: ['Might try another one next time.', 'Packaging is nice though.'],
    id: ['Mungkin coba produk lain nanti.', 'Packagingnya bagus sih.'],
  },
  negative: {
    en: ['Will not buy again.', 'Customer service was helpful at least.'],
    id: ['Tidak akan beli lagi.', 'Tapi CS-nya responsif.'],
  },
};

export const RATING_TYPES = ['Quality', 'Value', 'Price'] as const;
