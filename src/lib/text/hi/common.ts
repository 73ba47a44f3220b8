import type * as en from '../common.ts';
import type { Translation } from '../translation.ts';

export const common: Translation<typeof en.common> = {
  required: 'यह फ़ील्ड ज़रूरी है।',
  tooLong: (max) => `अधिकतम ${max} अक्षर लिखें।`,
  emailCharacters: 'ई-मेल पते के केवल लैटिन अक्षर, अंक और चिह्न लिखें (खाली जगह या मिलते-जुलते अक्षर नहीं)।',
  noData: 'दिखाने के लिए कोई डेटा नहीं',
  loading: 'लोड हो रहा है',
  retry: 'फिर से कोशिश करें',
  close: 'बंद करें',
  saveChanges: 'बदलाव सेव करें',
  submit: 'जमा करें',
  cancel: 'रद्द करें',
  continue: 'आगे बढ़ें',
  next: 'अगला',
  previous: 'पिछला',
  view: 'देखें',
  copy: 'कॉपी करें',
  search: 'खोजें',
  yes: 'हाँ',
  no: 'नहीं',
  showMpin: 'MPIN दिखाएँ',
  dash: '-',
  /** Max PTI above 1,000,000 (package cards, subscription history). */
  unlimited: 'असीमित',
  copyright: 'कॉपीराइट © 2024. सर्वाधिकार सुरक्षित।',
};
