import { lazy, Suspense, useId, useState, type ReactNode } from 'react';
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

/** The record's own trail is a chunk of its own too. */
const RecordActivity = lazy(() => import(/* webpackChunkName: "revision-history" */ './record-activity'));

/**
 * 历史版本 under an edit screen's form (content, menus, page types, banners, teachers, jobs,
 * site settings): closed at first; 显示历史版本 loads the list (revision-history.tsx). After a save
 * on the screen it opens by itself at what that save changed. Beside it, 操作记录: the record's own
 * trail (record-activity.tsx), for a saved record.
 */
export function HistorySection(props: RevisionHistoryProps) {
  const { entity, recordId, platform, savedCount } = props;
  return (
    <>
      <VersionsSection {...props} />
      {recordId !== undefined || platform !== undefined ? (
        <ToggledSection
          title={t.activityTitle}
          show={t.activityShow}
          hide={t.activityHide}
          loading={t.activityLoading}
        >
          <RecordActivity entity={entity} recordId={recordId} platform={platform} savedCount={savedCount} />
        </ToggledSection>
      ) : null}
    </>
  );
}

/** A titled panel whose body staff open and close (closed at first; `openAt` opens it). */
function ToggledSection({
  title,
  show,
  hide,
  loading,
  open: openAt = 0,
  children,
}: {
  title: string;
  show: string;
  hide: string;
  loading: string;
  /** A number that grows to open the panel by itself (a save on the screen). */
  open?: number;
  children: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const [openedAt, setOpenedAt] = useState(0);
  if (openAt > openedAt) {
    setOpenedAt(openAt);
    setOpen(true);
  }
  const id = useId();
  return (
    <Section aria-labelledby={`${id}-title`}>
      <Header>
        <SectionTitle id={`${id}-title`}>{title}</SectionTitle>
        <SecondaryButton
          type="button"
          aria-expanded={open}
          aria-controls={`${id}-body`}
          onClick={() => setOpen((value) => !value)}
        >
          {open ? hide : show}
        </SecondaryButton>
      </Header>
      <div id={`${id}-body`}>
        {open ? <Suspense fallback={<p role="status">{loading}</p>}>{children}</Suspense> : null}
      </div>
    </Section>
  );
}

/** 历史版本: opens by itself after a save on the screen, at that save's comparison. */
function VersionsSection(props: RevisionHistoryProps) {
  return (
    <ToggledSection
      title={t.title}
      show={t.show}
      hide={t.hide}
      loading={t.loading}
      open={props.savedCount ?? 0}
    >
      <RevisionHistory {...props} />
    </ToggledSection>
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
