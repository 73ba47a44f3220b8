import type * as en from '../auth.ts';
import type { Translation } from '../translation.ts';

export const auth: Translation<typeof en.auth> = {
  username: 'Usuario',
  password: 'Contraseña',
  showPassword: 'Mostrar contraseña',
  signIn: 'Iniciar sesión',
  passwordRequired: 'La contraseña es obligatoria',
  name: 'Nombre',
  email: 'Correo electrónico',
  country: 'País',
  phone: 'Teléfono',
  spassword: 'MPIN',
  sponsor: 'Patrocinador',
  position: 'Posición',
  left: 'Izquierda',
  right: 'Derecha',
  parent: 'Superior',
  register: 'Registrarme',
  haveAccount: '¿Ya tienes una cuenta?',
  emailRequired: 'El correo electrónico es obligatorio',
  phoneRequired: 'El teléfono es obligatorio',
  nameRequired: 'El nombre es obligatorio',
  countryRequired: 'El país es obligatorio',
  usernameRequiredRegister: 'El usuario es obligatorio',
  mpinRequired: 'El MPIN es obligatorio',
  sponsorRequired: 'El patrocinador es obligatorio',
  parentRequired: 'El superior es obligatorio',
  positionRequired: 'La posición es obligatoria',
  available: 'Disponible',
  notAvailable: 'No disponible',
  checking: 'Comprobando',
  usernameFormat: 'El usuario solo puede tener letras y números.',
  mpinFormat: 'El MPIN debe tener 4 dígitos.',
  selectCountry: 'Selecciona un país',
  countriesFailed: 'No se pudo cargar la lista de países.',
  mpinHint: '4 dígitos',
  sponsorAvailable: (info) => `Disponible: ${info}`,
  registered: 'Registro completado.',
  parentHint:
    'El miembro directamente encima de ti en el árbol del equipo: tu patrocinador o un miembro que él te indique.',
  sideTaken: (reason, other) =>
    `${reason} Elige ${other}, o pregunta a tu patrocinador debajo de qué miembro colocarte e ingresa su usuario como Superior.`,
  bothTaken: (reason, parent) =>
    `${reason} Las dos posiciones debajo de ${parent} están ocupadas. Pregunta a tu patrocinador debajo de qué miembro colocarte e ingresa su usuario como Superior.`,
  staleLink: (reason, parent, sponsor) =>
    `${reason} Este lugar debajo de ${parent} se ocupó hace un momento: pide a ${sponsor} un enlace nuevo.`,
  invitedBy: (info) => `Te invitó ${info}`,
  placementRefused: (reason) =>
    `${reason} Pregunta a tu patrocinador debajo de qué miembro colocarte e ingresa su usuario como Superior.`,
};
