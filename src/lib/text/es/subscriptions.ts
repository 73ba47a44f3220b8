import type * as en from '../subscriptions.ts';
import type { Translation } from '../translation.ts';

export const subscriptions: Translation<typeof en.subscriptions> = {
  cancelHeading: (name) => `En caso de cancelar el paquete ${name}`,
  status: { 0: 'Inactiva', 1: 'Activa', 2: 'Cancelada', 3: 'Cancelación solicitada', 4: 'Vencida' },
  reason: 'Motivo',
  columns: {
    username: 'Usuario',
    doneBy: 'Suscripción hecha por',
    package: 'Nombre del paquete',
    price: 'Precio',
    amountPaid: 'Monto pagado',
    maxPti: 'PTI máximo',
    activationDate: 'Fecha de activación',
    status: 'Estado',
    action: 'Acción',
  },
  cancel: 'Cancelar',
  cancelNamed: (name) => `Cancelar la suscripción ${name}`,
  submit: 'Enviar',
  cancelled: 'Solicitud de cancelación enviada.',
  loadFailed: 'No se pudieron cargar tus suscripciones.',
  tableLabel: 'Suscripciones',
};
