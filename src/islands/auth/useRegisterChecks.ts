import { useEffect, useRef, useState, type RefObject } from 'react';
import { flushSync } from 'react-dom';
import { registerLayout, type PlanView, type RegisterField } from '../../lib/auth/rules.ts';
import { referralPrefill, type PlacementOffer } from '../../lib/auth/placement.ts';
import { useLiveCheck } from './useLiveCheck.ts';
import { loadActions } from './useRegisterOptions.ts';

type Side = 'L' | 'R';

/** Whether a username is free or a sponsor exists (register-actions.ts, which comes with the API code). */
const askAvailable = async (kind: 'username' | 'sponsor', value: string) =>
  (await loadActions()).askAvailable(kind, value);

// The placement check and its explanations come when a place is first checked: where the backend
// places, a plain link never checks one.
const loadPlacementCheck = () => import('../../lib/auth/placement-advice.ts');

/**
 * A referral link: u is the sponsor, p the position, parent the link's exact place. Other parameters
 * (utm_*) are left alone; nothing the member typed is replaced. Whether the newcomer keeps a parent of
 * their own: the link names one, or one was typed before the script arrived.
 */
function prefillFromLink(form: HTMLFormElement): { keepParent: boolean } {
  const link = referralPrefill(window.location.search);
  const fill = (name: 'sponsor' | 'parent', value: string) => {
    const input = form.elements.namedItem(name);
    if (input instanceof HTMLInputElement && value && !input.value) input.value = value;
  };
  const typedParent = form.elements.namedItem('parent');
  const keepParent = Boolean(link.parent || (typedParent instanceof HTMLInputElement && typedParent.value.trim()));
  fill('sponsor', link.sponsor);
  const positions = form.elements.namedItem('position');
  if (positions instanceof RadioNodeList && link.position && !positions.value) positions.value = link.position;
  fill('parent', link.parent);
  return { keepParent };
}

/**
 * The register form's live checks: username, sponsor and placement (with `checkPlacement`, which asks
 * only while Parent is asked and sponsor, parent and position are all given), and the form's layout
 * for the plan (`planKnown`: cached, answered or failed). At hydration the referral link is applied and
 * what is already in the fields gets checked; the placement once the plan says whether the backend
 * places, since a plain link's parent is the sponsor only where it does not.
 */
export function useRegisterChecks(
  formRef: RefObject<HTMLFormElement | null>,
  read: (name: RegisterField) => string,
  plan: PlanView,
  planKnown: boolean,
) {
  // A parent of the newcomer's own (a link's exact place) is kept where the backend would place.
  const [keepParent, setKeepParent] = useState(false);
  // The side chosen, for the line that names the team joined (the radios themselves are uncontrolled).
  const [side, setSide] = useState('');
  const layout = registerLayout(plan, keepParent);
  const autoPlacement = registerLayout(plan).serverPlaces;

  const placementKey = () =>
    `${read('sponsor').trim()}|${read('parent').trim()}|${read('position')}|${autoPlacement ? 'auto' : ''}`;
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
    async () =>
      (await loadPlacementCheck()).askPlacement(
        read('sponsor').trim(),
        read('parent').trim(),
        read('position') as Side,
        autoPlacement,
        window.location.search,
      ),
    placementKey,
  );

  /** The placement check (sponsor, parent and position together), on blur and for a parent filled in from the link. */
  async function checkPlacement() {
    const sponsor = read('sponsor').trim();
    const parent = read('parent').trim();
    const position = read('position');
    // Placement is a binary-plan matter: without a position, or without a parent asked, nothing to check.
    if (!layout.position || !layout.parent || !sponsor || !parent || (position !== 'L' && position !== 'R')) {
      placementCheck.clear();
      return null;
    }
    return placementCheck.run(placementKey());
  }

  useEffect(() => {
    if (formRef.current) setKeepParent(prefillFromLink(formRef.current).keepParent);
    setSide(read('position'));
    // Values typed before hydration (or just prefilled) get their live checks now.
    if (read('username')) void usernameCheck.run(read('username'));
    if (read('sponsor')) void sponsorCheck.run(read('sponsor'));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, at hydration: later edits run their own checks
  }, []);

  // The sponsor a plain link filled in as parent, where the backend does not place.
  const filledParent = useRef('');
  useEffect(() => {
    const input = formRef.current?.elements.namedItem('parent');
    if (!planKnown || !(input instanceof HTMLInputElement)) return;
    if (layout.parent) {
      const link = referralPrefill(window.location.search);
      if (link.sponsor && !link.parent && !input.value) input.value = filledParent.current = link.sponsor;
      if (input.value) void checkPlacement();
    } else {
      if (filledParent.current && input.value === filledParent.current) input.value = '';
      filledParent.current = '';
      placementCheck.clear();
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- when the plan decides who places, not on each render
  }, [planKnown, layout.parent, autoPlacement]);

  /**
   * Takes a refused place's way out (the newcomer's one tap): the sponsor's team where the backend
   * places, or a place the check found free. Resolves with whether the form may go on to register.
   */
  async function takeOffer(offer: PlacementOffer): Promise<boolean> {
    const form = formRef.current;
    const parent = form?.elements.namedItem('parent');
    const positions = form?.elements.namedItem('position');
    if (!(parent instanceof HTMLInputElement)) return false;
    parent.value = offer.kind === 'place' ? offer.parent : '';
    if (positions instanceof RadioNodeList) positions.value = offer.side;
    placementCheck.clear();
    // The form registers with the new layout at once: render it before going on.
    flushSync(() => {
      setKeepParent(offer.kind === 'place');
      setSide(offer.side);
    });
    return offer.kind === 'team' || (await checkPlacement())?.state === 'ok';
  }

  return {
    usernameCheck,
    sponsorCheck,
    placementCheck,
    checkPlacement,
    layout,
    keepParent,
    side,
    setSide,
    takeOffer,
  };
}
