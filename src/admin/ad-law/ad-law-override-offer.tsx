import { useState } from 'react';
import { CODE } from '@contract/codes';
import type { Platform } from '@contract/common';
import { SecondaryButton } from '../ui/buttons';
import type { Refusal } from '../ui/server-message';
import { useReviewRule } from '../review/use-review-rule';
import { AdLawOverrideDialog } from './ad-law-override';
import { adLawMessages as t } from './messages';

/**
 * After a save refused for an advertising-law hit (code `adLawHit`): for a staff member who
 * reviews the site, 以理由放行并保存, which asks why (AdLawOverrideDialog) and saves again with
 * that reason; for anyone else nothing (the refusal's message already says what to change).
 */
export function AdLawOverrideOffer({
  refusal,
  platform,
  busy = false,
  onReason,
}: {
  refusal: Refusal | null;
  platform: Platform;
  busy?: boolean;
  onReason: (reason: string) => void;
}) {
  const { canReview } = useReviewRule(platform);
  const [asking, setAsking] = useState(false);
  if (refusal?.code !== CODE.adLawHit || !canReview) return null;
  return (
    <>
      <SecondaryButton type="button" disabled={busy} onClick={() => setAsking(true)}>
        {t.overrideAndSave}
      </SecondaryButton>
      {asking ? (
        <AdLawOverrideDialog
          message={refusal.message}
          busy={busy}
          onCancel={() => setAsking(false)}
          onConfirm={(reason) => {
            setAsking(false);
            onReason(reason);
          }}
        />
      ) : null}
    </>
  );
}
