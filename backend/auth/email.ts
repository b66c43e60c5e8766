// The email check of Magento's customer API (Magento\Framework\Validator\EmailAddress, Laminas's
// validator), reduced to its shape: a dot-atom local part of at most 64 characters, then a
// hostname of dot-separated labels ending in an alphabetic top-level domain. Unicode hostnames
// must come punycoded ("xn--..."), as Laminas accepts them.
const LOCAL_PART = /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*$/;
const HOSTNAME = /^(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+(?:[A-Za-z]{2,63}|xn--[A-Za-z0-9-]{1,59})$/;

export function isValidEmail(email: string): boolean {
  if (email.length > 254) return false;
  const at = email.lastIndexOf('@');
  if (at < 1) return false;
  const local = email.slice(0, at);
  const host = email.slice(at + 1);
  return local.length <= 64 && LOCAL_PART.test(local) && HOSTNAME.test(host);
}
