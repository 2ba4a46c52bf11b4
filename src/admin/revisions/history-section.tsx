import { lazy, Suspense, useId, useState } from 'react';
import styled from 'styled-components';
import { SecondaryButton } from '../ui/buttons';
import { inlineRowStyle, Panel, SectionTitle } from '../ui/layout';
import { revisionMessages as t } from './messages';
import type { RevisionHistoryProps } from './revision-history';

/** The history itself is a chunk of its own, loaded when staff open it. */
const RevisionHistory = lazy(() => import(/* webpackChunkName: "revision-history" */ './revision-history'));

const Section = styled(Panel)`
  margin-top: ${({ theme }) => theme.space[5]}px;
`;

const Header = styled.div`
  ${inlineRowStyle};
  justify-content: space-between;
  h2 {
    margin: 0;
  }
`;

/**
 * 历史版本 under an edit screen's form (content, menus, page types, banners, teachers, jobs,
 * site settings): closed at first; 显示历史版本 loads the list (revision-history.tsx). After a save
 * on the screen it opens by itself at what that save changed.
 */
export function HistorySection(props: RevisionHistoryProps) {
  const [open, setOpen] = useState(false);
  // A save made on the screen opens the history at that save's comparison.
  const [openedAtSave, setOpenedAtSave] = useState(0);
  if ((props.savedCount ?? 0) > openedAtSave) {
    setOpenedAtSave(props.savedCount ?? 0);
    setOpen(true);
  }
  const id = useId();
  return (
    <Section aria-labelledby={`${id}-title`}>
      <Header>
        <SectionTitle id={`${id}-title`}>{t.title}</SectionTitle>
        <SecondaryButton
          type="button"
          aria-expanded={open}
          aria-controls={`${id}-body`}
          onClick={() => setOpen((value) => !value)}
        >
          {open ? t.hide : t.show}
        </SecondaryButton>
      </Header>
      <div id={`${id}-body`}>
        {open ? (
          <Suspense fallback={<p role="status">{t.loading}</p>}>
            <RevisionHistory {...props} />
          </Suspense>
        ) : null}
      </div>
    </Section>
  );
}

/**
 * A key for an edit screen's content that changes after a restore: the screen starts again, so
 * its record is asked afresh and its form starts from the restored values.
 */
export function useRestartKey(): [number, () => void] {
  const [generation, setGeneration] = useState(0);
  return [generation, () => setGeneration((value) => value + 1)];
}
