/** Picking pictures for a ticket message: content check, in-browser scaling, chips to remove them, send progress. */
import { useState } from 'react';
import { prepareImage } from '../../../lib/api/upload.ts';
import { MAX_TICKET_IMAGES } from '../../../lib/support/schema.ts';
import * as text from '../../../lib/text.ts';
import { Icon, XIcon } from '../../../components/ui/icons.tsx';
import { useObjectUrl } from '../../../components/useUpload.ts';

export interface ImagePicks {
  files: File[];
  error: string;
  checking: boolean;
  add: (list: FileList | readonly File[] | null) => Promise<void>;
  remove: (index: number) => void;
  clear: () => void;
}

/** Chosen pictures (kept after a failed send), each PNG/JPEG by content and under 2 MB after scaling. */
export function useImagePicks(max = MAX_TICKET_IMAGES): ImagePicks {
  const [files, setFiles] = useState<File[]>([]);
  const [error, setError] = useState('');
  const [checking, setChecking] = useState(false);

  const add = async (list: FileList | readonly File[] | null) => {
    const chosen = Array.from(list ?? []);
    if (chosen.length === 0) return;
    setChecking(true);
    const accepted: File[] = [];
    let problem = '';
    for (const file of chosen) {
      const prepared = await prepareImage(file);
      if (prepared.ok) accepted.push(prepared.file);
      else problem = text.errors.invalidImage;
    }
    setChecking(false);
    const next = [...files, ...accepted];
    if (next.length > max) problem = text.support.tooManyImages;
    setFiles(next.slice(0, max));
    setError(problem);
  };

  return {
    files,
    error,
    checking,
    add,
    remove: (index) => {
      setFiles((current) => current.filter((_, i) => i !== index));
      setError('');
    },
    clear: () => {
      setFiles([]);
      setError('');
    },
  };
}

export function Thumb({ file }: { file: File }) {
  const url = useObjectUrl(file);
  return url ? (
    <img src={url} alt="" className="size-8 shrink-0 rounded object-cover" />
  ) : (
    <span className="size-8 shrink-0 rounded bg-muted" />
  );
}

/** The chosen pictures as removable chips. */
export function ImageChips({ picks, disabled = false }: { picks: ImagePicks; disabled?: boolean }) {
  if (picks.files.length === 0) return null;
  return (
    <ul className="flex flex-wrap gap-2">
      {picks.files.map((file, index) => (
        <li
          key={`${file.name}-${index}`}
          className="flex items-center gap-2 rounded-md border border-border bg-card py-1 ps-1 pe-1 text-sm"
        >
          <Thumb file={file} />
          <span className="max-w-40 truncate">{file.name}</span>
          <button
            type="button"
            disabled={disabled}
            onClick={() => picks.remove(index)}
            className="inline-flex size-7 items-center justify-center rounded text-muted-foreground hover:bg-muted hover:text-foreground disabled:opacity-50"
            aria-label={text.support.removeImage(file.name)}
          >
            <XIcon />
          </button>
        </li>
      ))}
    </ul>
  );
}

export function PaperclipIcon() {
  return (
    <Icon strokeLinejoin="miter">
      <path d="m21 11-8.5 8.5a5 5 0 0 1-7-7L14 4a3.5 3.5 0 0 1 5 5l-8.5 8.5a2 2 0 0 1-3-3L15 7" />
    </Icon>
  );
}
