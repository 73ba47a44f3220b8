import type * as en from '../withdrawalList.ts';
import type { Translation } from '../translation.ts';

export const withdrawalList: Translation<typeof en.withdrawalList> = {
  historyTitle: 'Historial de retiros',
  status: { 0: 'Pendiente', 1: 'Aprobado', 2: 'Rechazado' },
  bankName: 'Nombre del banco',
  accountNumber: 'Número de cuenta',
  holderName: 'Titular',
  ifsc: 'IFSC',
  network: 'Red',
  address: 'Dirección',
  method: { bank: 'Banco', crypto: 'Cripto' },
  columns: {
    code: 'Código',
    method: 'Método',
    tnxHash: 'Hash de la transacción',
    scan: 'Ver el hash de la transacción',
    accountDetails: 'Datos de la cuenta',
    amountFrom: 'Monto de origen',
    amountTo: 'Monto de destino',
    netAmount: 'Monto neto',
    remarks: 'Observaciones',
    status: 'Estado',
    date: 'Fecha',
  },
  explorerHint: (hash) => ` transacción ${hash} en el explorador de bloques (se abre en una pestaña nueva)`,
};
