/** The spec's input filters: each strips what a field does not accept, as the member types. */

export const lettersAndSpaces = (value: string): string => value.replace(/[^A-Za-z ]/g, '');
export const lettersAndDigits = (value: string): string => value.replace(/[^A-Za-z0-9]/g, '');
export const digits = (value: string): string => value.replace(/[^0-9]/g, '');
export const digitsAndPlus = (value: string): string => value.replace(/[^0-9+]/g, '');
export const digitsAndDot = (value: string): string => value.replace(/[^0-9.]/g, '');
/** E-mail: letters, digits, @ and . (the spec's filter). */
export const emailChars = (value: string): string => value.replace(/[^A-Za-z0-9@.]/g, '');
/** Address lines: letters, digits, . - / and spaces. */
export const addressChars = (value: string): string => value.replace(/[^A-Za-z0-9.\-/ ]/g, '');
/** Keeps at most `length` characters (codes of fixed length). */
export const maxLength =
  (length: number) =>
  (value: string): string =>
    value.slice(0, length);
