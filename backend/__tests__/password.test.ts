import { hashPassword, verifyPassword } from '../auth/password';

// Passwords are hashed with the async scrypt, so a sign-in never stalls every other request.
describe('password hashing', () => {
  it('hashes asynchronously, as scrypt$<salt>$<hash>', async () => {
    const pending = hashPassword('Demo1234!Shop');
    expect(pending).toBeInstanceOf(Promise);
    expect(await pending).toMatch(/^scrypt\$[0-9a-f]{32}\$[0-9a-f]{64}$/);
  });

  it('accepts the right password and refuses a wrong one', async () => {
    const stored = await hashPassword('Demo1234!Shop');
    const check = verifyPassword('Demo1234!Shop', stored);
    expect(check).toBeInstanceOf(Promise);
    expect(await check).toBe(true);
    expect(await verifyPassword('demo1234!shop', stored)).toBe(false);
    expect(await verifyPassword('', stored)).toBe(false);
  });

  it('gives the same hash for the same salt (the seed relies on it)', async () => {
    expect(await hashPassword('secret', 'abc')).toBe(await hashPassword('secret', 'abc'));
    expect(await hashPassword('secret', 'abc')).not.toBe(await hashPassword('secret', 'abd'));
  });

  it.each(['', 'plain', 'md5$abc$def', 'scrypt$salt$', 'scrypt$salt$zz', 'scrypt$$00112233445566778899aabbccddeeff'])(
    'refuses any password against the malformed hash %j',
    async (stored) => {
      expect(await verifyPassword('', stored)).toBe(false);
      expect(await verifyPassword('anything', stored)).toBe(false);
    },
  );
});
