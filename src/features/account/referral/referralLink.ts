/** The page a friend opens with a code: /raf/verify?code=CODE. */
export const verifyPath = (code: string): string => `/raf/verify?code=${encodeURIComponent(code)}`;

/** The link a customer shares: the storefront's own origin and the verify page with their code. */
export const referralLink = (origin: string, code: string): string => `${origin}${verifyPath(code)}`;
