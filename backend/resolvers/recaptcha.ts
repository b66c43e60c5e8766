import type { Resolvers } from '../__generated__/resolvers';
import type { RequestContext } from '../types';

// Magento's defaults when the admin has set nothing (ReCaptchaVersion3Invisible and
// ReCaptchaFrontendUi etc/config.xml).
const V3_DEFAULTS = {
  'recaptcha_frontend/type_recaptcha_v3/score_threshold': '0.5',
  'recaptcha_frontend/type_recaptcha_v3/position': 'inline',
  'recaptcha_frontend/type_recaptcha_v3/lang': '',
  'recaptcha_frontend/failure_messages/validation_failure_message': 'reCAPTCHA verification failed.',
} as const;

const setting = (ctx: RequestContext, path: keyof typeof V3_DEFAULTS) => ctx.config(path) ?? V3_DEFAULTS[path];

/**
 * recaptchaV3Config as ReCaptchaWebapiGraphQl's ReCaptchaV3 answers for a store without reCAPTCHA
 * keys. The keys and the forms are not read from the config: this backend checks no reCAPTCHA
 * token, so announcing a site key or a protected form would only make storefronts load Google's
 * script for nothing. The display settings are the store's, with Magento's defaults.
 */
export const recaptchaResolvers: Resolvers = {
  Query: {
    recaptchaV3Config: (_parent: unknown, _args: unknown, ctx: RequestContext) => ({
      is_enabled: false,
      website_key: '',
      minimum_score: Number(setting(ctx, 'recaptcha_frontend/type_recaptcha_v3/score_threshold')) || Number(V3_DEFAULTS['recaptcha_frontend/type_recaptcha_v3/score_threshold']),
      badge_position: setting(ctx, 'recaptcha_frontend/type_recaptcha_v3/position'),
      language_code: setting(ctx, 'recaptcha_frontend/type_recaptcha_v3/lang'),
      failure_message: setting(ctx, 'recaptcha_frontend/failure_messages/validation_failure_message'),
      forms: [],
    }),
  },
};
