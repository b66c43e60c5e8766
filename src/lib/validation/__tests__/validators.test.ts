import {
  combine,
  GENERAL_ERROR_MESSAGE,
  hasMinLength,
  isEmail,
  isPhoneNumber,
  isRequired,
  isStrongPassword,
  mustDiffer,
  mustMatch,
} from '..';

describe('isRequired', () => {
  it.each([undefined, null, '', '   ', '\t\n'])('rejects %j with "Is required."', (value) => {
    expect(isRequired(value)).toBe('Is required.');
  });
  it.each(['a', ' x ', 0])('accepts %j', (value) => expect(isRequired(value)).toBeUndefined());
});

describe('hasMinLength', () => {
  it('needs at least the given number of characters', () => {
    expect(hasMinLength(3)('ab')).toBe('Must contain more characters');
    expect(hasMinLength(3)('abc')).toBeUndefined();
  });
});

describe('isEmail', () => {
  it.each(['shopper@example.com', 'a.b+c@mail.co.id'])('accepts %s', (email) => expect(isEmail(email)).toBeUndefined());
  it.each(['plain', 'no@tld', 'two words@example.com', '@example.com'])('rejects %s with "Invalid email"', (email) => {
    expect(isEmail(email)).toBe('Invalid email');
  });
  it('leaves an empty value to isRequired', () => expect(isEmail('')).toBeUndefined());
});

describe('isStrongPassword', () => {
  const message = 'Minimum 12 characters, contains UPPERCASE, lowercase, digit (0-9), special characters';
  it('needs lowercase, uppercase, digit and a special character', () => {
    expect(isStrongPassword('Demo1234!Shop')).toBeUndefined();
    expect(isStrongPassword('demo1234!shop')).toBe(message);
    expect(isStrongPassword('DEMO1234!SHOP')).toBe(message);
    expect(isStrongPassword('DemoDemo!Shop')).toBe(message);
    expect(isStrongPassword('Demo1234Shop')).toBe(message);
  });
  it('checks the length only in its message', () => expect(isStrongPassword('aA1!')).toBeUndefined());
});

describe('mustMatch and mustDiffer', () => {
  it('compare with another field of the form', () => {
    expect(mustMatch('password')('abc', { password: 'abc' })).toBeUndefined();
    expect(mustMatch('password')('abd', { password: 'abc' })).toBe('Fields must match');
    expect(mustDiffer('currentPassword')('abc', { currentPassword: 'abc' })).toBe('Fields must be different');
    expect(mustDiffer('currentPassword')('abd', { currentPassword: 'abc' })).toBeUndefined();
  });
});

describe('isPhoneNumber', () => {
  it.each(['081234567890', '+6281234567890', '(021)12345678', '++62812345678'])('accepts %s', (phone) => {
    expect(isPhoneNumber(phone)).toBeUndefined();
  });
  it.each(['12345', 'phone', '0812-abc-7890', '0812345678901234567890'])('rejects %s', (phone) => {
    expect(isPhoneNumber(phone)).toBe('Phone number is not valid');
  });
});

describe('combine', () => {
  it('gives the first failing message', () => {
    const validate = combine(isRequired, isEmail);
    expect(validate('')).toBe('Is required.');
    expect(validate('nope')).toBe('Invalid email');
    expect(validate('shopper@example.com')).toBeUndefined();
  });
});

it('exports the generic form error of spec §5', () => {
  expect(GENERAL_ERROR_MESSAGE).toBe('An error has occurred. Please check the input and try again.');
});
