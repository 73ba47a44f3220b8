import { useEffect, type RefObject } from 'react';
import { isApiError } from '../../lib/api/errors.ts';
import { sponsorInfoText, type RegisterField } from '../../lib/auth/rules.ts';
import { holdsLink, otherSide, placementAdvice, referralPrefill } from '../../lib/auth/placement.ts';
import * as text from '../../lib/text.ts';
import { useLiveCheck } from './useLiveCheck.ts';
import { loadAuth } from './useRegisterOptions.ts';
import { serverNotice } from '../../lib/lang.ts';

const t = text.auth;

type CheckKind = 'username' | 'sponsor';

/** Whether a username is free or a sponsor exists. */
async function askAvailable(kind: CheckKind, value: string) {
  const api = await loadAuth();
  const answer = kind === 'username' ? await api.checkUsername(value) : await api.checkSponsor(value);
  return {
    state: answer.available ? ('available' as const) : ('taken' as const),
    info: kind === 'sponsor' && answer.available ? sponsorInfoText(answer.info) : undefined,
  };
}

/**
 * Whether the sponsor may place under this parent on this side. A refusal is explained once, under
 * Parent, with what to do next: when the other side is free, the asked side is the problem; when the
 * place came from a referral link, it was taken since the link was made.
 */
async function askPlacement(
  sponsor: string,
  parent: string,
  position: 'L' | 'R',
): Promise<{ state: 'ok' | 'bad'; message: string }> {
  const api = await loadAuth();
  try {
    const answer = await api.checkPlacement(sponsor, parent, position);
    return { state: 'ok', message: serverNotice(answer.message, t.available) };
  } catch (error) {
    if (!isApiError(error) || error.kind !== 'rejected') throw error;
    const other = await api.checkPlacement(sponsor, parent, otherSide(position)).then(
      () => ({ free: true }) as const,
      (failure: unknown) =>
        ({
          free: false,
          refusal: isApiError(failure) && failure.kind === 'rejected' ? failure.firstMessage : '',
        }) as const,
    );
    const link = holdsLink(window.location.search, { sponsor, parent, position }) ? { sponsor } : undefined;
    return { state: 'bad', message: placementAdvice(error.firstMessage, parent, position, other, link) };
  }
}

/**
 * A referral link: u is the sponsor, p the position, parent (or else the sponsor) the parent. Other
 * parameters (utm_*) are left alone; nothing the member typed is replaced.
 */
function prefillFromLink(form: HTMLFormElement) {
  const link = referralPrefill(window.location.search);
  const fill = (name: 'sponsor' | 'parent', value: string) => {
    const input = form.elements.namedItem(name);
    if (input instanceof HTMLInputElement && value && !input.value) input.value = value;
  };
  fill('sponsor', link.sponsor);
  const positions = form.elements.namedItem('position');
  if (positions instanceof RadioNodeList && link.position && !positions.value) positions.value = link.position;
  if (link.sponsor) fill('parent', link.parent);
}

/**
 * The register form's live checks: username, sponsor and placement (with `checkPlacement`, which asks
 * only when the plan has a position and sponsor, parent and position are all given). At hydration the
 * referral link is applied and what is already in the fields gets checked.
 */
export function useRegisterChecks(
  formRef: RefObject<HTMLFormElement | null>,
  read: (name: RegisterField) => string,
  layout: { position: boolean },
) {
  const placementKey = () => `${read('sponsor').trim()}|${read('parent').trim()}|${read('position')}`;
  const usernameCheck = useLiveCheck(
    (value) => askAvailable('username', value),
    () => read('username'),
  );
  const sponsorCheck = useLiveCheck(
    (value) => askAvailable('sponsor', value),
    () => read('sponsor'),
  );
  // Asked right after the key was read from the same fields (see checkPlacement).
  const placementCheck = useLiveCheck(
    () => askPlacement(read('sponsor').trim(), read('parent').trim(), read('position') as 'L' | 'R'),
    placementKey,
  );

  /** The placement check (sponsor, parent and position together), on blur and for a parent filled in from the link. */
  async function checkPlacement() {
    const sponsor = read('sponsor').trim();
    const parent = read('parent').trim();
    const position = read('position');
    // Placement is a binary-plan matter: without a position there is nothing to check.
    if (!layout.position || !sponsor || !parent || (position !== 'L' && position !== 'R')) {
      placementCheck.clear();
      return null;
    }
    return placementCheck.run(placementKey());
  }

  useEffect(() => {
    if (formRef.current) prefillFromLink(formRef.current);
    // Values typed before hydration (or just prefilled) get their live checks now.
    if (read('username')) void usernameCheck.run(read('username'));
    if (read('sponsor')) void sponsorCheck.run(read('sponsor'));
    if (read('parent')) void checkPlacement();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, at hydration: later edits run their own checks
  }, []);

  return [usernameCheck, sponsorCheck, placementCheck, checkPlacement] as const;
}
