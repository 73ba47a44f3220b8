import type * as en from '../deposits.ts';
import type { Translation } from '../translation.ts';

export const deposits: Translation<typeof en.deposits> = {
  addressCopied: 'Dirección de depósito copiada al portapapeles.',
  syncBalance: 'Sincronizar saldo',
  bep20Only: 'Envía a esta dirección solo USDT en la red BEP20. Lo enviado por otras redes no se acredita.',
  status: { 0: 'Pendiente', 1: 'Exitoso' },
  statusOther: 'Error',
  addressTitle: 'Dirección de depósito',
  network: 'USDT · BEP20 (BNB Smart Chain)',
  noticeTitle: 'Solo BEP20',
  qrLabel: 'Código QR de la dirección de depósito',
  copyAddress: 'Copiar',
  copyAddressName: 'dirección de depósito',
  copyFailed:
    'Aquí no se puede copiar. La dirección está seleccionada: cópiala con el teclado o manteniéndola presionada.',
  noAddress: 'Tu cuenta todavía no tiene una dirección de depósito asignada. Abre un ticket de soporte.',
  historyTitle: 'Historial de depósitos',
  tableLabel: 'Depósitos',
  columns: { thash: 'Hash de la transacción', amount: 'Monto', status: 'Estado', created_at: 'Fecha' },
  explorerHint: ' en BscScan (se abre en una pestaña nueva)',
  empty: 'Todavía no hay depósitos.',
  loadFailed: 'No se pudieron cargar tus depósitos.',
  pageFailed: 'No se pudo cargar esta página de depósitos.',
  synced: 'Saldo sincronizado.',
};
