/**
 * The MPIN is a standing secret, so its fields are masked like a password; e-mailed and
 * authenticator codes are one-time and stay visible.
 */
export const isSecretCode = (authType: string | undefined): boolean => (authType ?? '').trim().toLowerCase() === 'mpin';
