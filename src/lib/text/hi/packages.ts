import type * as en from '../packages.ts';
import type { Translation } from '../translation.ts';

export const packages: Translation<typeof en.packages> = {
  maxPti: 'अधिकतम PTI',
  minimumJobsIncome: 'न्यूनतम जॉब आय (माइक्रो-जॉब)',
  perJobsAmount: 'प्रति जॉब राशि',
  buy: 'खरीदें',
  warning: 'चेतावनी',
  areYouSure: 'क्या आप सच में यह पैकेज खरीदना चाहते हैं?',
  balanceLine: (title, value) => `आपका ${title}: ${value}`,
  buyDialog: 'पैकेज खरीदें',
  investmentAmount: 'निवेश राशि',
  amountRange: 'राशि तय सीमा के भीतर होनी चाहिए!',
  amountHint: (min, max) => `निवेश राशि ${min} और ${max} के बीच होनी चाहिए`,
  subscribed: 'पैकेज सफलतापूर्वक सब्सक्राइब हो गया',
  username: 'यूज़रनेम',
  loading: 'पैकेज लोड हो रहे हैं',
  loadFailed: 'पैकेज लोड नहीं हो सके।',
  none: 'अभी कोई पैकेज उपलब्ध नहीं है।',
  selected: 'चुना गया',
  checking: 'जाँच हो रही है',
  available: 'उपलब्ध',
  notAvailable: 'उपलब्ध नहीं',
  buyNamed: (name) => `${name} खरीदें`,
  redirecting: 'आपको आपके सब्सक्रिप्शन इतिहास पर ले जा रहे हैं…',
  listLabel: 'पैकेज',
  invalid: {
    amount: 'राशि एक संख्या होनी चाहिए।',
    packageId: 'पैकेज ID मान्य नहीं है।',
    username: 'यूज़रनेम फ़ील्ड ज़रूरी है।',
  },
  lowBalance: (balance) => `आपके पे-इन वॉलेट का बैलेंस (${balance}) इस पैकेज के लिए काफ़ी नहीं है। पहले डिपॉज़िट करें, फिर खरीदें।`,
  deposit: 'डिपॉज़िट करें',
  forOtherHeld: (until) =>
    `किसी दूसरे सदस्य के लिए पैकेज खरीदना ${until} तक रुका है, क्योंकि आपके खाते की एक सुरक्षा सेटिंग बदली गई। अपने लिए पैकेज अभी खरीदा जा सकता है।`,
  forOtherCode: (username) => `${username} का पैकेज आपके वॉलेट से चुकाया जाता है: अपने कोड से पुष्टि करें।`,
};
