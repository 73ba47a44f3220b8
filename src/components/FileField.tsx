import { useId, useRef, type ReactNode } from 'react';
import { Field } from './ui/field.tsx';
import { Button, buttonVariants } from './ui/button.tsx';
import { fileSize } from '../lib/format/format.ts';
import * as text from '../lib/text.ts';
import { cn } from '../lib/cn.ts';

export interface FileFieldProps {
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  required?: boolean;
  /** Id of the native input (generated when omitted). */
  controlId?: string;
  accept?: string;
  multiple?: boolean;
  disabled?: boolean;
  /** What is chosen now: the one state the field shows (name, size, Remove each). */
  files: readonly File[];
  /** The files picked in the browser's dialog; the input is cleared after, so the same file can be picked again. */
  onChoose: (files: File[]) => unknown;
  onRemove: (index: number) => void;
  /** Shown before a chosen file's name, e.g. a thumbnail. */
  preview?: (file: File, index: number) => ReactNode;
  /** Shown under the chosen files, e.g. "scaled down". */
  note?: ReactNode;
  /** Name of a file's Remove button ("Remove <file name>" by default). */
  removeLabel?: (name: string) => string;
}

/**
 * A file field with one clear state: the native input stays (visually hidden, focusable, so Enter or
 * Space opens the browser's picker) behind a label drawn as a button, "Choose file" or "Change"; the
 * chosen files are listed by name and size, each with Remove. The browser's own "No file chosen" text
 * never shows, so it cannot contradict the list.
 */
export function FileField({
  label,
  hint,
  error,
  required,
  controlId,
  accept,
  multiple = false,
  disabled = false,
  files,
  onChoose,
  onRemove,
  preview,
  note,
  removeLabel = text.fileField.removeFile,
}: FileFieldProps) {
  const auto = useId();
  const id = controlId ?? `${auto}-file`;
  const listId = `${id}-chosen`;
  const input = useRef<HTMLInputElement>(null);
  const chosen = files.length > 0;
  return (
    <Field label={label} hint={hint} error={error} required={required} controlId={id}>
      {(control) => (
        <div className="grid gap-2">
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <input
              {...control}
              ref={input}
              aria-describedby={
                [control['aria-describedby'], chosen ? listId : ''].filter(Boolean).join(' ') || undefined
              }
              type="file"
              accept={accept}
              multiple={multiple}
              disabled={disabled}
              className="peer sr-only"
              onChange={(event) => {
                const picked = Array.from(event.currentTarget.files ?? []);
                event.currentTarget.value = '';
                if (picked.length) void onChoose(picked);
              }}
            />
            <label
              htmlFor={id}
              className={cn(
                buttonVariants({ variant: 'outline' }),
                'cursor-pointer peer-focus-visible:ring-2 peer-focus-visible:ring-ring peer-focus-visible:ring-offset-2 peer-disabled:cursor-not-allowed peer-disabled:opacity-50',
              )}
            >
              {chosen && !multiple
                ? text.fileField.changeFile
                : multiple
                  ? text.fileField.chooseFiles
                  : text.fileField.chooseFile}
            </label>
            {chosen ? null : <span className="text-sm text-muted-foreground">{text.fileField.noFile}</span>}
          </div>
          {chosen ? (
            <ul id={listId} className="grid gap-2">
              {files.map((file, index) => (
                <li
                  key={`${file.name}-${index}`}
                  className="flex min-w-0 items-center gap-3 rounded-md border border-border p-2 text-sm"
                >
                  {preview?.(file, index)}
                  <span className="grid min-w-0 flex-1">
                    <span className="truncate font-medium">{file.name}</span>
                    <span className="text-muted-foreground">{fileSize(file.size)}</span>
                  </span>
                  <Button
                    type="button"
                    variant="ghost"
                    size="sm"
                    disabled={disabled}
                    aria-label={removeLabel(file.name)}
                    onClick={() => {
                      onRemove(index);
                      // The button goes away with its file: focus stays in the field.
                      input.current?.focus();
                    }}
                  >
                    {text.fileField.remove}
                  </Button>
                </li>
              ))}
            </ul>
          ) : null}
          {note}
        </div>
      )}
    </Field>
  );
}
