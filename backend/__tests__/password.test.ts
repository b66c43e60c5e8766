import { scryptSync } from 'node:crypto';
import { hashPassword, needsRehash, SCRYPT_COST, verifyPassword } from '../auth/password';

// Passwords are hashed on a thread of their own (passwordHashing.ts), so a sign-in never stalls every other request.
describe('password hashing', () => {
  it('hashes asynchronously, as scrypt$ln=15,r=8,p=1$<salt>$<hash>', async () => {
    const pending = hashPassword('Demo1234!Shop');
    expect(pending).toBeInstanceOf(Promise);
    expect(await pending).toMatch(/^scrypt\$ln=15,r=8,p=1\$[0-9a-f]{32}\$[0-9a-f]{64}$/);
    expect(SCRYPT_COST).toEqual({ logN: 15, r: 8, p: 1 });
  });

  it('still verifies hashes made before the cost was raised (N = 2^14), and asks for them to be redone', async () => {
    const legacy = `scrypt$abc$${scryptSync('Demo1234!Shop', 'abc', 32).toString('hex')}`;
    expect(await verifyPassword('Demo1234!Shop', legacy)).toBe(true);
    expect(await verifyPassword('Demo1234!Shop!', legacy)).toBe(false);
    expect(needsRehash(legacy)).toBe(true);
    expect(needsRehash(await hashPassword('Demo1234!Shop'))).toBe(false);
  });

  it('refuses a stored cost the server should not spend (a tampered row cannot make it allocate gigabytes)', async () => {
    const huge = `scrypt$ln=24,r=8,p=1$abc$${'00'.repeat(32)}`;
    expect(await verifyPassword('anything', huge)).toBe(false);
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
