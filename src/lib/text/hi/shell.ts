import type * as en from '../shell.ts';
import type { Translation } from '../translation.ts';

export const shell: Translation<typeof en.shell> = {
  myProfile: 'मेरी प्रोफ़ाइल',
  package: 'पैकेज',
  logout: 'लॉगआउट',
  loggedOut: 'आप लॉगआउट हो गए हैं!',
  menu: 'मेनू',
  mainMenu: 'मुख्य मेनू',
  skipToContent: 'सामग्री पर जाएँ',
};
