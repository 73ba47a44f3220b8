import type * as en from '../packages.ts';
import type { Translation } from '../translation.ts';

export const packages: Translation<typeof en.packages> = {
  maxPti: 'PTI máximo',
  minimumJobsIncome: 'Ingreso mínimo por trabajos (microtrabajos)',
  perJobsAmount: 'Monto por trabajo',
  buy: 'Comprar',
  warning: 'Advertencia',
  areYouSure: '¿Seguro que quieres comprar este paquete?',
  balanceLine: (title, value) => `Tu ${title}: ${value}`,
  buyDialog: 'Comprar paquete',
  investmentAmount: 'Monto de inversión',
  amountRange: '¡El monto debe estar dentro del rango!',
  amountHint: (min, max) => `El monto de inversión debe estar entre ${min} y ${max}`,
  subscribed: 'Paquete suscrito correctamente',
  username: 'Usuario',
  loading: 'Cargando paquetes',
  loadFailed: 'No se pudieron cargar los paquetes.',
  none: 'No hay paquetes disponibles en este momento.',
  selected: 'Seleccionado',
  checking: 'Comprobando',
  available: 'Disponible',
  notAvailable: 'No disponible',
  buyNamed: (name) => `Comprar ${name}`,
  redirecting: 'Te llevamos a tu historial de suscripciones…',
  listLabel: 'Paquetes',
  invalid: {
    amount: 'El monto debe ser un número.',
    packageId: 'El id del paquete no es válido.',
    username: 'El campo usuario es obligatorio.',
  },
  lowBalance: (balance) =>
    `El saldo de tu Billetera Pay In (${balance}) no alcanza para este paquete. Deposita primero y luego compra.`,
  deposit: 'Depositar',
  forOtherHeld: (until) =>
    `La compra de un paquete para otro miembro está en espera hasta el ${until} porque cambió un ajuste de seguridad de tu cuenta. Un paquete para ti puedes comprarlo ahora.`,
  forOtherCode: (username) => `El paquete de ${username} se paga desde tu billetera: confirma con tu código.`,
};
