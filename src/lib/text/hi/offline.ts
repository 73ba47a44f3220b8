import type * as en from '../offline.ts';
import type { Translation } from '../translation.ts';

export const offline: Translation<typeof en.offline> = {
  title: 'आप ऑफ़लाइन हैं',
  body: 'यह पेज कनेक्शन के बिना उपलब्ध नहीं है। अपना कनेक्शन जाँचें और फिर से कोशिश करें।',
  retry: 'फिर से कोशिश करें',
  banner: 'आप ऑफ़लाइन हैं। पहले खोले गए पेज अब भी चलते हैं, पर कनेक्शन लौटने तक कुछ भी भेजा नहीं जा सकता।',
};
