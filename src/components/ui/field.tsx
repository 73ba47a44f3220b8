import { cloneElement, isValidElement, useId, type ComponentProps, type ReactElement, type ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';
import { labelClasses as labelLook } from './looks.ts';

/** Props Field hands to its control so label, hint and error are wired up. */
export type FieldControlProps = {
  id: string;
  'aria-describedby'?: string;
  'aria-labelledby'?: string;
  'aria-invalid'?: true;
  'aria-required'?: true;
};

export type FieldProps = Omit<ComponentProps<'div'>, 'children'> & {
  label: ReactNode;
  /** Helper text under the control. */
  hint?: ReactNode;
  /** Error message; when set the control gets aria-invalid and the message is announced (aria-live polite). */
  error?: ReactNode;
  /** Shows a "*" marker and sets aria-required on the control (add native `required` yourself if you want browser validation). */
  required?: boolean;
  /** Id for the control; generated when omitted. */
  controlId?: string;
  /**
   * Set for controls that are not a single labelable element (RadioGroup, a group of checkboxes):
   * the label becomes plain text referenced by aria-labelledby instead of <label for>.
   */
  group?: boolean;
  labelClassName?: string;
  /** One control element (props are merged into it) or a render function receiving the props. */
  children: ReactElement<Partial<FieldControlProps>> | ((control: FieldControlProps) => ReactNode);
};

function joinIds(...ids: (string | false | undefined | null)[]): string | undefined {
  const joined = ids.filter(Boolean).join(' ');
  return joined === '' ? undefined : joined;
}

export function Field({
  label,
  hint,
  error,
  required = false,
  controlId,
  group = false,
  className,
  labelClassName,
  children,
  ...props
}: FieldProps) {
  const autoId = useId();
  const id = controlId ?? `${autoId}-control`;
  const labelId = `${id}-label`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const hasError = error !== undefined && error !== null && error !== false && error !== '';

  const control: FieldControlProps = {
    id,
    'aria-describedby': joinIds(hint ? hintId : undefined, hasError && errorId),
    'aria-labelledby': group ? labelId : undefined,
    'aria-invalid': hasError ? true : undefined,
    'aria-required': required ? true : undefined,
  };

  let rendered: ReactNode;
  if (typeof children === 'function') {
    rendered = children(control);
  } else if (isValidElement(children)) {
    const own = children.props;
    rendered = cloneElement(children, {
      ...control,
      id: own.id ?? control.id,
      'aria-describedby': joinIds(own['aria-describedby'], control['aria-describedby']),
      'aria-labelledby': joinIds(own['aria-labelledby'], control['aria-labelledby']),
      'aria-invalid': own['aria-invalid'] ?? control['aria-invalid'],
      'aria-required': own['aria-required'] ?? control['aria-required'],
    });
  } else {
    rendered = children;
  }

  const labelContent = (
    <>
      {label}
      {required ? (
        <span aria-hidden="true" className="ms-0.5 text-destructive">
          *
        </span>
      ) : null}
    </>
  );
  const labelClasses = cn(labelLook, labelClassName);

  return (
    <div className={className} {...props}>
      <div className="grid gap-1.5">
        {group ? (
          <div id={labelId} className={labelClasses}>
            {labelContent}
          </div>
        ) : (
          <label id={labelId} htmlFor={id} className={labelClasses}>
            {labelContent}
          </label>
        )}
        {rendered}
        {hint ? (
          <p id={hintId} className="text-sm text-muted-foreground">
            {hint}
          </p>
        ) : null}
      </div>
      {/* Always rendered (and never display:none) so an error that appears later is announced. */}
      <div id={errorId} aria-live="polite" className="text-sm font-medium text-destructive">
        {hasError ? (
          <p className="mt-1.5 flex items-start gap-1.5">
            <svg
              viewBox="0 0 16 16"
              aria-hidden="true"
              focusable="false"
              className="mt-0.5 size-4 shrink-0"
              fill="currentColor"
            >
              <path d="M8 1a7 7 0 1 0 0 14A7 7 0 0 0 8 1Zm-.75 3.5h1.5v4.5h-1.5V4.5Zm0 5.75h1.5v1.5h-1.5v-1.5Z" />
            </svg>
            <span>{error}</span>
          </p>
        ) : null}
      </div>
    </div>
  );
}
