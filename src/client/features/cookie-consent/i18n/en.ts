const en = {
  label: 'Cookie consent',
  title: 'We use cookies',
  text: 'Necessary cookies keep you signed in and remember your settings. With your permission we also use analytics cookies to learn how the site is used and improve it.',
  policy: 'Read our privacy policy',
  acceptAll: 'Accept all cookies',
  rejectAll: 'Reject all cookies',
  modify: 'Modify cookie preferences',
  save: 'Save preferences',
  preferences: 'Cookie preferences',
  necessary: 'Necessary (always on)',
  necessaryText: 'Needed for signing in, security and your language and layout settings. They cannot be turned off.',
  analytics: 'Analytics',
  analyticsText: 'Anonymous statistics about which pages are visited, so we can improve the portal.',
};
export default en;
