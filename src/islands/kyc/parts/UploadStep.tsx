import { lazy, Suspense, useId, useState, type FormEvent } from 'react';
import { uploadKycDocument } from '../../../lib/kyc/api.ts';
import type { DocTypes, KycType } from '../../../lib/kyc/schema.ts';
import { documentLabel, needsBack } from '../../../lib/kyc/progress.ts';
import { prepareImage } from '../../../lib/api/upload.ts';
import type { FieldErrors } from '../../../lib/api/errors.ts';
import { lettersAndDigits } from '../../../lib/format/filters.ts';
import { notify } from '../../../lib/toast/toasts.ts';
import { failureText, fieldReasons } from '../../../lib/server-reasons.ts';
import * as text from '../../../lib/text.ts';
import { Field } from '../../../components/ui/field.tsx';
import { FileField } from '../../../components/FileField.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { NativeSelect } from '../../../components/ui/native-select.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { MAX_LENGTH } from '../../../lib/api/limits.ts';
import { DialogSlot } from '../../../components/ui/dialog-motion.ts';
import { UploadProgress } from '../../../components/UploadProgress.tsx';
import { useObjectUrl, useUpload } from '../../../components/useUpload.ts';

const loadConfirm = () => import('./ConfirmUpload.tsx');
const ConfirmUpload = lazy(loadConfirm);

/** What the member chose for one proof; kept by the island so a failure never loses it. */
export interface Draft {
  name: string;
  number: string;
  front: File | null;
  back: File | null;
}

export const EMPTY_DRAFT: Draft = { name: '', number: '', front: null, back: null };

function Thumb({ file, label }: { file: File; label: string }) {
  const url = useObjectUrl(file);
  return url ? (
    <img
      src={url}
      alt={text.kyc.previewAlt(label)}
      className="h-14 w-20 shrink-0 rounded border border-border object-cover"
    />
  ) : null;
}

interface PickerProps {
  label: string;
  file: File | null;
  error?: string;
  /** A checked image, or a problem (the previous choice stays). */
  onFile: (file: File | null, problem?: string) => void;
  onRemove: () => void;
  disabled: boolean;
}

function ImagePicker({ label, file, error, onFile, onRemove, disabled }: PickerProps) {
  const choose = async (chosen: File | undefined) => {
    if (!chosen) return;
    void loadConfirm();
    const prepared = await prepareImage(chosen);
    if (prepared.ok) onFile(prepared.file);
    else onFile(null, text.errors.invalidImage);
  };
  return (
    <FileField
      label={label}
      required
      hint={text.kyc.imageHint}
      error={error}
      accept="image/png,image/jpeg"
      disabled={disabled}
      files={file ? [file] : []}
      onChoose={(files) => choose(files[0])}
      onRemove={onRemove}
      preview={(chosen) => <Thumb file={chosen} label={label} />}
    />
  );
}

export interface UploadStepProps {
  type: KycType;
  index: number;
  total: number;
  docTypes: DocTypes | null;
  draft: Draft;
  onDraft: (draft: Draft) => void;
  onUploaded: () => void;
}

/** One proof: document name and number (identity, address), front and back images (front only for the photo). */
export function UploadStep({ type, index, total, docTypes, draft, onDraft, onUploaded }: UploadStepProps) {
  const id = useId();
  const [errors, setErrors] = useState<FieldErrors>({});
  const [asking, setAsking] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  // One key per set of choices: a resend of the same choices is the same upload.
  // A resend of the same documents after a lost answer keeps its key, so it counts once.
  const { progress, send: upload } = useUpload();
  const back = needsBack(type);
  const names = type === 'photo' ? [] : (docTypes?.[type] ?? []);

  const set = (patch: Partial<Draft>, field: string, problem = '') => {
    onDraft({ ...draft, ...patch });
    setErrors((current) => ({ ...current, [field]: problem }));
  };

  const check = (): boolean => {
    const problems: FieldErrors = {};
    if (type !== 'photo' && !draft.name) problems.document_name = text.kyc.required;
    if (type !== 'photo' && !draft.number) problems.document_number = text.kyc.required;
    if (!draft.front) problems.front = text.kyc.required;
    if (back && !draft.back) problems.back = text.kyc.required;
    setErrors(problems);
    return Object.keys(problems).length === 0;
  };

  const send = async () => {
    if (!draft.front) return;
    const documents = {
      document_type: type,
      document_name: type === 'photo' ? 'photo' : draft.name,
      document_number: type === 'photo' ? undefined : draft.number,
      front: draft.front,
      back: back ? draft.back : null,
    };
    await upload(documents, (options) => uploadKycDocument(documents, options.onProgress, options.idempotencyKey), {
      onStart: () => setFailure(null),
      onSent: (answer) => {
        notify(answer, 'success');
        onUploaded();
      },
      onFailed: (error) => {
        const { _: general, ...fields } = fieldReasons(error.fieldErrors);
        setErrors(fields);
        setFailure(general ?? failureText(error).text);
      },
    });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (check()) setAsking(true);
  };

  const busy = progress !== null;
  return (
    <section
      aria-labelledby={`${id}-title`}
      className="min-w-0 rounded-lg border border-border bg-card p-4 shadow-sm sm:p-6"
    >
      <p className="text-xs font-semibold uppercase tracking-wide text-primary">{text.kyc.stepOf(index, total)}</p>
      <h2 id={`${id}-title`} className="mb-4 text-lg font-semibold">
        {text.kyc.steps[type]}
      </h2>
      <form noValidate onSubmit={submit} className="grid gap-4">
        {type !== 'photo' ? (
          <div className="grid gap-4 sm:grid-cols-2">
            <Field label={text.kyc.documentName} required error={errors.document_name}>
              <NativeSelect
                name="document_name"
                value={draft.name}
                disabled={busy}
                onChange={(event) => set({ name: event.target.value }, 'document_name')}
              >
                <option value="">{text.kyc.chooseDocument}</option>
                {names.map((name) => (
                  <option key={name} value={name}>
                    {documentLabel(name)}
                  </option>
                ))}
              </NativeSelect>
            </Field>
            <Field label={text.kyc.documentNumber} required error={errors.document_number}>
              <Input
                name="document_number"
                dir="ltr"
                maxLength={MAX_LENGTH.document_number}
                autoComplete="off"
                value={draft.number}
                disabled={busy}
                onChange={(event) => set({ number: lettersAndDigits(event.target.value) }, 'document_number')}
              />
            </Field>
          </div>
        ) : null}
        <div className="grid gap-4 sm:grid-cols-2">
          <ImagePicker
            label={type === 'photo' ? text.kyc.photo : text.kyc.front}
            file={draft.front}
            error={errors.front}
            disabled={busy}
            onFile={(file, problem) => set({ front: file ?? draft.front }, 'front', problem)}
            onRemove={() => set({ front: null }, 'front')}
          />
          {back ? (
            <ImagePicker
              label={text.kyc.back}
              file={draft.back}
              error={errors.back}
              disabled={busy}
              onFile={(file, problem) => set({ back: file ?? draft.back }, 'back', problem)}
              onRemove={() => set({ back: null }, 'back')}
            />
          ) : null}
        </div>
        {busy ? <UploadProgress percent={progress} label={text.kyc.uploading(progress)} /> : null}
        {failure && !busy ? (
          <div
            role="alert"
            className="flex flex-wrap items-center gap-3 rounded-md border border-destructive/40 p-3 text-sm"
          >
            <span className="flex-1">
              {failure} {text.kyc.uploadFailed}
            </span>
            <Button type="button" variant="outline" size="sm" onClick={() => void send()}>
              {text.kyc.sendAgain}
            </Button>
          </div>
        ) : null}
        <Button type="submit" loading={busy} className="justify-self-start">
          {text.kyc.upload}
        </Button>
      </form>
      <DialogSlot when={asking}>
        {() => (
          <Suspense fallback={null}>
            <ConfirmUpload
              open
              onAnswer={(yes) => {
                setAsking(false);
                if (yes) void send();
              }}
            />
          </Suspense>
        )}
      </DialogSlot>
    </section>
  );
}
