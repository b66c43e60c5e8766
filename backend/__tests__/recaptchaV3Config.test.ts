import { startTestBackend, type TestBackend } from '../test/testBackend';

const RECAPTCHA_V3_CONFIG = '{ recaptchaV3Config { is_enabled website_key minimum_score badge_position language_code failure_message forms } }';

describe('recaptchaV3Config', () => {
  let shop: TestBackend;
  const setConfig = (path: string, value: string | null) => {
    const db = shop.backend.db;
    if (value === null) db.prepare('DELETE FROM core_config WHERE scope_id = 0 AND path = ?').run(path);
    else db.prepare('INSERT OR REPLACE INTO core_config (scope_id, path, value) VALUES (0, ?, ?)').run(path, value);
  };

  beforeAll(async () => {
    shop = await startTestBackend();
  }, 120_000);
  afterAll(() => shop.close());

  it("answers as a Magento 2.4.7 store without reCAPTCHA keys: disabled, for no form, with Magento's defaults", async () => {
    const { body } = await shop.graphql(RECAPTCHA_V3_CONFIG);
    expect(body).toEqual({
      data: {
        recaptchaV3Config: {
          is_enabled: false,
          website_key: '',
          minimum_score: 0.5,
          badge_position: 'inline',
          language_code: '',
          failure_message: 'reCAPTCHA verification failed.',
          forms: [],
        },
      },
    });
  });

  it("shows the store's display settings but stays disabled, since no token is ever checked", async () => {
    const settings: Record<string, string> = {
      'recaptcha_frontend/type_recaptcha_v3/score_threshold': '0.75',
      'recaptcha_frontend/type_recaptcha_v3/position': 'bottomright',
      'recaptcha_frontend/type_recaptcha_v3/lang': 'id',
      'recaptcha_frontend/failure_messages/validation_failure_message': 'Verifikasi reCAPTCHA gagal.',
      'recaptcha_frontend/type_recaptcha_v3/public_key': 'site-key',
      'recaptcha_frontend/type_for/customer_login': 'recaptcha_v3',
    };
    for (const [path, value] of Object.entries(settings)) setConfig(path, value);
    try {
      const { body } = await shop.graphql(RECAPTCHA_V3_CONFIG);
      expect(body.data.recaptchaV3Config).toEqual({
        is_enabled: false,
        website_key: '',
        minimum_score: 0.75,
        badge_position: 'bottomright',
        language_code: 'id',
        failure_message: 'Verifikasi reCAPTCHA gagal.',
        forms: [],
      });
    } finally {
      for (const path of Object.keys(settings)) setConfig(path, null);
    }
  });
});
