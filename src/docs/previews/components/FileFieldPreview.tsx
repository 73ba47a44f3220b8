import { useState } from 'react';
import { FileField } from '../../../components/FileField.tsx';
import * as text from '../../../lib/text.ts';

const picture = (name: string, bytes: number) => new File([new Uint8Array(bytes)], name, { type: 'image/png' });

/** Nothing chosen yet; one picture chosen (Change, Remove); several pictures; a refused file; disabled while sending. */
export function FileFieldPreview() {
  const [front, setFront] = useState<File[]>([]);
  const [back, setBack] = useState<File[]>([picture('addr_back.png', 184_320)]);
  const [images, setImages] = useState<File[]>([picture('proof.png', 52_480), picture('second.jpg', 1_468_006)]);
  return (
    <div className="grid max-w-md gap-6">
      <FileField
        label={text.kyc.front}
        required
        hint={text.kyc.imageHint}
        accept="image/png,image/jpeg"
        files={front}
        onChoose={(files) => setFront(files.slice(0, 1))}
        onRemove={() => setFront([])}
      />
      <FileField
        label={text.kyc.back}
        required
        hint={text.kyc.imageHint}
        accept="image/png,image/jpeg"
        files={back}
        onChoose={(files) => setBack(files.slice(0, 1))}
        onRemove={() => setBack([])}
      />
      <FileField
        label={text.support.images}
        hint={text.support.imagesHint}
        accept="image/png,image/jpeg"
        multiple
        files={images}
        onChoose={(files) => setImages((current) => [...current, ...files])}
        onRemove={(index) => setImages((current) => current.filter((_, i) => i !== index))}
        removeLabel={text.support.removeImage}
      />
      <FileField
        label={text.tasks.image}
        required
        error={text.errors.invalidImage}
        accept="image/png,image/jpeg"
        files={[]}
        onChoose={() => undefined}
        onRemove={() => undefined}
      />
      <FileField
        label={text.profile.changePicture}
        disabled
        files={[picture('me.png', 40_960)]}
        onChoose={() => undefined}
        onRemove={() => undefined}
      />
    </div>
  );
}
