// The register link's preview (Open Graph and Twitter card): rendered into the page's head only, so
// kept out of the sign-in forms' catalogue, which ships with their scripts.
export const share = {
  title: 'Join the Member Portal',
  description: 'Create your account in a minute and join my team.',
  imageAlt: 'Join the Member Portal',
} as const;
