import type * as en from '../withdrawals.ts';
import type { Translation } from '../translation.ts';

export const withdrawals: Translation<typeof en.withdrawals> = {
  setAccount: 'Configura los datos de tu cuenta en los ajustes del perfil',
  insufficient: 'Saldo insuficiente',
  note: 'Nota',
  notePaid: (amount) => `Los usuarios con paquete pagado pueden retirar cuando la billetera llega a ${amount}.`,
  noteFree: (amount) => `Los usuarios gratuitos pueden retirar cuando la billetera llega a ${amount}.`,
  accountDetails: 'Datos de la cuenta',
  accountType: 'Tipo de cuenta',
  amount: 'Monto',
  belowMinimum: (short, minimum) => `Faltan ${short} para llegar al mínimo de ${minimum}.`,
  next: 'Siguiente',
  withdraw: 'Retirar',
  requested: 'Solicitud de retiro enviada correctamente.',
  codeHint: (length) => `Ingresa el código de ${length} dígitos.`,
  loadFailed: 'No se pudieron cargar los datos del retiro.',
  holdTitle: 'Los retiros están en espera',
  holdUntil: (when) =>
    `Cambió un ajuste de seguridad de tu cuenta (verificación de inicio de sesión, 2FA, contraseña, MPIN o cuenta de retiro), así que los retiros quedan en espera hasta ${when}.`,
  holdNotYou:
    'Si no fuiste tú, cambia tu contraseña de inmediato (así se cierran todas las demás sesiones) y abre un ticket de soporte.',
  invalid: {
    amount: 'El monto debe ser un número.',
    amountPositive: 'El monto debe ser mayor que 0.',
  },
};
