/** localStorage keys the site uses besides the session token (listed on /cookie-policy). */
export const AGE_VERIFIED_KEY = 'ageVerified';
export const COOKIES_CONSENT_KEY = 'cookiesConsent';

export type CookieConsent = 'accepted' | 'rejected';

export function isAgeVerified() {
  return localStorage.getItem(AGE_VERIFIED_KEY) === 'true';
}

export function rememberAgeVerified() {
  localStorage.setItem(AGE_VERIFIED_KEY, 'true');
}

export function cookieConsent(): CookieConsent | null {
  const value = localStorage.getItem(COOKIES_CONSENT_KEY);
  return value === 'accepted' || value === 'rejected' ? value : null;
}

export function rememberCookieConsent(choice: CookieConsent) {
  localStorage.setItem(COOKIES_CONSENT_KEY, choice);
}
