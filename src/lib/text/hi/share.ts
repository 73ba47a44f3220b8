import type * as en from '../share.ts';
import type { Translation } from '../translation.ts';

export const share: Translation<typeof en.share> = {
  title: 'मेंबर पोर्टल से जुड़ें',
  description: 'एक मिनट में अपना खाता बनाएँ और मेरी टीम से जुड़ें।',
  imageAlt: 'मेंबर पोर्टल से जुड़ें',
};
