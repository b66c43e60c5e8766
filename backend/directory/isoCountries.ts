// ISO 3166-1 alpha-3 codes of the countries a shop in this region may allow. Names come from
// Intl.DisplayNames, so only the alpha-3 code (which Intl lacks) is kept here.
export const ALPHA3: Record<string, string> = {
  ID: 'IDN',
  SG: 'SGP',
  MY: 'MYS',
  TH: 'THA',
  PH: 'PHL',
  VN: 'VNM',
  BN: 'BRN',
  AU: 'AUS',
  JP: 'JPN',
  KR: 'KOR',
  CN: 'CHN',
  IN: 'IND',
  US: 'USA',
  GB: 'GBR',
  NL: 'NLD',
  DE: 'DEU',
};

/** A country's name in a Magento locale ("en_US", "id_ID"); the code itself when unknown. */
export function countryName(countryId: string, magentoLocale: string): string {
  try {
    return new Intl.DisplayNames([magentoLocale.replace('_', '-')], { type: 'region' }).of(countryId) ?? countryId;
  } catch {
    return countryId;
  }
}

/** A currency's symbol as shoppers of the locale know it (Rp, $, S$ ...). */
export function currencySymbol(currencyCode: string, magentoLocale: string): string {
  try {
    const parts = new Intl.NumberFormat(magentoLocale.replace('_', '-'), { style: 'currency', currency: currencyCode, currencyDisplay: 'narrowSymbol' }).formatToParts(0);
    return parts.find((part) => part.type === 'currency')?.value ?? currencyCode;
  } catch {
    return currencyCode;
  }
}
