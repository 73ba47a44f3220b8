import type * as en from '../errors.ts';
import type { Translation } from '../translation.ts';

export const errors: Translation<typeof en.errors> = {
  unauthorized: 'पहचान की पुष्टि नहीं हो सकी। कृपया फिर से लॉगिन करें।',
  requestFailedLogin: 'अनुरोध विफल रहा, फिर से लॉगिन करें',
  requestFailed: 'अनुरोध विफल रहा!',
  network: 'सर्वर से संपर्क नहीं हो सका। अपना कनेक्शन जाँचें और फिर से कोशिश करें।',
  shape: 'सर्वर का जवाब पोर्टल पढ़ नहीं सका। कृपया फिर से कोशिश करें।',
  http: 'सर्वर अनुरोध पूरा नहीं कर सका। कृपया फिर से कोशिश करें।',
  checkInputs: 'सभी फ़ील्ड जाँच लें।',
  invalidImage: 'अधिकतम 2MB की PNG या JPEG इमेज चुनें।',
};
