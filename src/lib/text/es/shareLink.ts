import type * as en from '../shareLink.ts';
import type { Translation } from '../translation.ts';

export const shareLink: Translation<typeof en.shareLink> = {
  referralCopied: 'Enlace de referido copiado al portapapeles.',
  share: 'Compartir',
  referralMessage: 'Únete a mi equipo en el portal de miembros',
  copyFailed:
    'Aquí no se puede copiar. El enlace está seleccionado: cópialo con el teclado o manteniéndolo presionado.',
  shareOn: {
    facebook: 'Facebook',
    twitter: 'Twitter',
    whatsapp: 'WhatsApp',
    telegram: 'Telegram',
    linkedin: 'LinkedIn',
    mail: 'Correo',
  },
  shareVia: (network, title) => `Compartir el ${title.toLowerCase()} en ${network} (se abre en una pestaña nueva)`,
  mailVia: (title) => `Enviar el ${title.toLowerCase()} por correo`,
  nativeShare: 'Compartir con…',
  showQr: 'Mostrar código QR',
  hideQr: 'Ocultar código QR',
  qrLabel: (title) => `Código QR del ${title.toLowerCase()}`,
};
