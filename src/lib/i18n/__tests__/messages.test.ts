import enUS from '../../../../i18n/en_US.json';
import idID from '../../../../i18n/id_ID.json';
import { MessageFormatError, MissingTranslationError } from 'react-intl';
import { reportIntlError } from '../intlErrors';
import { toLanguageTag } from '../locale';

describe('translation files', () => {
  it('have exactly the same ids', () => {
    expect(Object.keys(idID).sort()).toEqual(Object.keys(enUS).sort());
  });

  it.each([
    ['en_US', enUS],
    ['id_ID', idID],
  ])('%s has no empty text', (_locale, messages) => {
    const empty = Object.entries(messages as Record<string, string>).filter(([, text]) => !text.trim());
    expect(empty).toEqual([]);
  });
});

describe('toLanguageTag', () => {
  it('turns the Magento locale into a BCP 47 tag, en-US by default', () => {
    expect(toLanguageTag('id_ID')).toBe('id-ID');
    expect(toLanguageTag('zh_Hant_TW')).toBe('zh-Hant-TW');
    expect(toLanguageTag(undefined)).toBe('en-US');
    expect(toLanguageTag('')).toBe('en-US');
  });
});

describe('reportIntlError', () => {
  it('ignores missing translations and reports other formatting errors', () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    reportIntlError(new MissingTranslationError({ id: 'x' }, 'id-ID'));
    expect(error).not.toHaveBeenCalled();
    const formatError = new MessageFormatError('bad plural', 'en-US');
    reportIntlError(formatError);
    expect(error).toHaveBeenCalledWith(formatError);
    error.mockRestore();
  });
});
