import type { Resolvers } from '../__generated__/resolvers';
import { ALPHA3, countryName, currencySymbol } from '../directory/isoCountries';
import { GraphQlInputException, GraphQlNoSuchEntityException } from '../errors';
import { listRegions } from '../repositories/directoryRepository';
import { currencyRate } from '../repositories/storeRepository';
import type { RequestContext } from '../types';

const list = (value: string | null) => (value ?? '').split(',').map((code) => code.trim()).filter(Boolean);

const locale = (ctx: RequestContext) => ctx.config('general/locale/code') ?? 'en_US';

/** Countries the store allows (general/country/allow), as DirectoryGraphQl returns them. */
function allowedCountries(ctx: RequestContext) {
  return list(ctx.config('general/country/allow')).map((countryId) => {
    const regions = listRegions(ctx.db, countryId);
    return {
      id: countryId,
      two_letter_abbreviation: countryId,
      three_letter_abbreviation: ALPHA3[countryId] ?? countryId,
      full_name_locale: countryName(countryId, locale(ctx)),
      full_name_english: countryName(countryId, 'en_US'),
      // Magento leaves the list out (null) for a country without regions.
      available_regions: regions.length ? regions.map((region) => ({ id: region.region_id, code: region.code, name: region.name })) : null,
    };
  });
}

/** Resolvers of the directory domain: currency, countries and country. */
export const directoryResolvers: Resolvers = {
  Query: {
    currency(_parent: unknown, _args: unknown, ctx: RequestContext) {
      const base = ctx.baseCurrency;
      const display = ctx.config('currency/options/default') ?? base;
      const available = list(ctx.config('currency/options/allow'));
      return {
        base_currency_code: base,
        base_currency_symbol: currencySymbol(base, locale(ctx)),
        default_display_currency_code: display,
        default_display_currecy_code: display,
        default_display_currency_symbol: currencySymbol(display, locale(ctx)),
        default_display_currecy_symbol: currencySymbol(display, locale(ctx)),
        available_currency_codes: available,
        exchange_rates: available.map((code) => ({ currency_to: code, rate: currencyRate(ctx.db, base, code) })),
      };
    },

    countries: (_parent: unknown, _args: unknown, ctx: RequestContext) => allowedCountries(ctx),

    country(_parent: unknown, args: { id?: string | null }, ctx: RequestContext) {
      if (!args.id) throw new GraphQlInputException('Country "id" value should be specified');
      const country = allowedCountries(ctx).find((candidate) => candidate.id === args.id);
      if (!country) throw new GraphQlNoSuchEntityException("The country isn't available.");
      return country;
    },
  },
};
