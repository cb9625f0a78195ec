/** Cookies the details step reads and writes (country for 1 hour; first name, last name, e-mail). */
export function readCookie(name: string): string | null {
  const prefix = `${encodeURIComponent(name)}=`;
  for (const part of document.cookie.split('; ')) {
    if (part.startsWith(prefix)) return decodeURIComponent(part.slice(prefix.length));
  }
  return null;
}

export function writeCookie(name: string, value: string, maxAgeSeconds?: number): void {
  const attributes = ['path=/rma', 'SameSite=Lax'];
  if (maxAgeSeconds !== undefined) attributes.push(`max-age=${maxAgeSeconds}`);
  if (window.location.protocol === 'https:') attributes.push('Secure');
  document.cookie = `${encodeURIComponent(name)}=${encodeURIComponent(value)}; ${attributes.join('; ')}`;
}

export function clearCookie(name: string): void {
  writeCookie(name, '', 0);
}

/** Cookies of the details step (docs/rules/details.md): the country for 1 hour, names and e-mail for the session. */
export const DETAILS_COOKIES = {
  country: 'rma_country',
  firstName: 'rma_first_name',
  lastName: 'rma_last_name',
  email: 'rma_email',
} as const;
