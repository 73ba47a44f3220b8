import type { ChangeEvent, ReactNode } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import * as text from '../../../lib/text.ts';
import { LiveField } from './LiveField.tsx';

const t = text.auth;

interface ParentFieldProps {
  /** Parent is asked (else the backend places, and `joining` says where). */
  asked: boolean;
  error: ReactNode;
  /** The placement check's verdict in words: while checking, or the place is available. */
  line: string | undefined;
  invalid: boolean;
  /** The refused place's way out, taken in one tap. */
  offer: { label: string; take: () => void } | null;
  /** Where the backend places: "You will join X's left team.", once sponsor and side are known. */
  joining: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  onBlur: () => void;
}

/**
 * Parent, or where the backend places (auto placement) the sponsor and side are enough: in its place
 * the team the newcomer joins. Both share one box, the field kept there unseen, so the form does not
 * move when the plan says who places.
 */
export function ParentField({ asked, error, line, invalid, offer, joining, onChange, onBlur }: ParentFieldProps) {
  return (
    <div className="grid *:col-start-1 *:row-start-1">
      <div className={asked ? 'grid gap-2' : 'invisible'}>
        <LiveField
          label={t.parent}
          error={error}
          note={t.parentHint}
          line={line}
          bad={false}
          invalid={invalid}
          name="parent"
          onChange={onChange}
          onBlur={onBlur}
        />
        {asked && offer ? (
          <Button
            type="button"
            variant="outline"
            className="h-auto min-h-10 py-2 whitespace-normal"
            onClick={offer.take}
          >
            {offer.label}
          </Button>
        ) : null}
      </div>
      {asked ? null : (
        <div className="flex flex-col justify-center gap-1 rounded-md bg-muted px-3 py-2 text-sm">
          <p aria-live="polite" className="min-h-5 font-medium">
            {joining}
          </p>
          <p className="text-muted-foreground">{text.placement.autoNote}</p>
        </div>
      )}
    </div>
  );
}

/** A refused place's explanation, its reason marked English when it is the server's own words. */
export function Advice({ message, english }: { message: string; english?: string | undefined }) {
  if (!english || !message.startsWith(english)) return message;
  return (
    <>
      <span lang="en">{english}</span>
      {message.slice(english.length)}
    </>
  );
}
