import type * as en from '../fileField.ts';
import type { Translation } from '../translation.ts';

export const fileField: Translation<typeof en.fileField> = {
  chooseFile: 'फ़ाइल चुनें',
  chooseFiles: 'फ़ाइलें चुनें',
  changeFile: 'बदलें',
  noFile: 'कोई फ़ाइल नहीं चुनी गई',
  remove: 'हटाएँ',
  removeFile: (name) => `${name} हटाएँ`,
};
