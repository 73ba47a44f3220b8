/**
 * The referral-link sharing box (components/ShareLink.tsx): on the dashboard and in the team trees' invite
 * dialog.
 */
export const shareLink = {
  referralCopied: 'Referral link copy to clipboard successfully.',
  share: 'Share',
  referralMessage: 'Join my team on the member portal',
  copyFailed: 'Copying is not available here. The link is selected: copy it with your keyboard or a long press.',
  shareOn: {
    facebook: 'Facebook',
    twitter: 'Twitter',
    whatsapp: 'WhatsApp',
    telegram: 'Telegram',
    linkedin: 'LinkedIn',
    mail: 'Mail',
  },
  shareVia: (network: string, title: string) => `Share the ${title.toLowerCase()} on ${network} (opens in a new tab)`,
  mailVia: (title: string) => `Send the ${title.toLowerCase()} by mail`,
  nativeShare: 'Share via…',
  showQr: 'Show QR code',
  hideQr: 'Hide QR code',
  qrLabel: (title: string) => `QR code of the ${title.toLowerCase()}`,
} as const;
