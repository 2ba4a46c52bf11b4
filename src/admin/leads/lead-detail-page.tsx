import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { useDetailsSiteMessageQuery, useRemoveSiteMessageMutation } from '@/api/generated/cms-api';
import { DEFAULT_CHANNEL } from '@contract/lead-rules';
import { copyText } from '@/features/feedback/clipboard';
import { confirmRemove } from '../ui/record-list';
import { showSuccessToast } from '@/features/feedback/toast';
import { DangerButton, SecondaryButton, secondaryButtonStyle, SecondaryLink } from '../ui/buttons';
import { formatDateTime } from '../ui/format';
import { inlineRowStyle, Notice, Panel } from '../ui/layout';
import { uiMessages } from '../ui/messages';
import { PageHeader } from '../ui/page-header';
import { RecordPending, useRecordDetails } from '../ui/record-screens';
import { LeadAnswers } from './lead-answers';
import { LeadAttribution } from './lead-attribution';
import { NewBadge, RepeatBadge } from './lead-badges';
import { Fields, PanelTitle } from './lead-fields';
import { inboxPath } from './lead-filters';
import { LeadNotes } from './lead-notes';
import { ResponseFields } from './lead-response';
import { LeadWorkForm } from './lead-work-form';
import { leadMessages, platformLabel, reasonLabel } from './messages';
import { useRestoreLeads } from './use-restore-leads';

const CopyButton = styled.button`
  ${secondaryButtonStyle};
  margin-left: ${({ theme }) => theme.space[3]}px;
`;
const Columns = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(${({ theme }) => theme.layout.inputWidth}px, 1fr));
  align-items: start;
  gap: ${({ theme }) => theme.space[5]}px;
`;
const Suspicious = styled(Notice)`
  ${inlineRowStyle};
  justify-content: space-between;
`;
const Phone = styled.span`
  font-size: ${({ theme }) => theme.fontSizes[3]}px;
  letter-spacing: 0.03em;
`;

/**
 * 线索详情: every field, the whole phone (copy), its first response and due time, where it came
 * from (来源与设备), the follow-up work, the notes, delete; a suspicious lead says why, and can be
 * restored.
 */
export function LeadDetailPage() {
  const navigate = useNavigate();
  // Once deleted, the details are no longer asked for (the delete invalidates them).
  const [removing, setRemoving] = useState(false);
  const { id, data, missing } = useRecordDetails(useDetailsSiteMessageQuery, { skip: removing });
  const [remove] = useRemoveSiteMessageMutation();
  const [restoreLeads, restoring] = useRestoreLeads();

  if (missing || !data)
    return (
      <RecordPending
        missing={missing}
        titles={{ editTitleLoading: leadMessages.detailTitleLoading, notFound: leadMessages.notFound }}
        backTo="/leads"
      />
    );

  const quarantined = data.quarantineReason !== null;
  const listPath = inboxPath(quarantined ? { quarantined: 'true' } : {});

  const onRemove = async () => {
    if (!(await confirmRemove({ kind: leadMessages.record, name: data.name }))) return;
    setRemoving(true);
    const result = await remove({ id });
    if (!('data' in result)) {
      setRemoving(false);
      return;
    }
    showSuccessToast(leadMessages.removed);
    navigate(listPath, { replace: true });
  };

  return (
    <>
      <PageHeader
        title={leadMessages.detailTitle(data.name)}
        actions={
          <>
            <SecondaryLink to={listPath}>{uiMessages.backToList}</SecondaryLink>
            <DangerButton type="button" onClick={() => void onRemove()}>
              {leadMessages.remove}
            </DangerButton>
          </>
        }
      />
      {quarantined ? (
        <Suspicious role="note" aria-label={leadMessages.quarantineTitle}>
          <span>{leadMessages.quarantineNotice(reasonLabel(data.quarantineReason))}</span>
          <SecondaryButton
            type="button"
            disabled={restoring}
            onClick={() => void restoreLeads([data.id], leadMessages.confirmRestoreOne(data.name))}
          >
            {leadMessages.restore}
          </SecondaryButton>
        </Suspicious>
      ) : null}
      <Columns>
        <Panel aria-labelledby="lead-basics">
          <PanelTitle id="lead-basics">{leadMessages.basics}</PanelTitle>
          <Fields>
            <dt>{leadMessages.name}</dt>
            <dd>
              {data.name}
              {data.isNew ? <NewBadge /> : null}
            </dd>
            <dt>{leadMessages.phone}</dt>
            <dd>
              <Phone data-testid="lead-phone">{data.phone}</Phone>
              <CopyButton type="button" onClick={() => void copyText(data.phone)}>
                {leadMessages.copyPhone}
              </CopyButton>
              {data.repeatPhone ? <RepeatBadge /> : null}
            </dd>
            <dt>{leadMessages.status}</dt>
            <dd>{data.statusLabel}</dd>
            <dt>{leadMessages.platform}</dt>
            <dd>{platformLabel(data.platform)}</dd>
            {/* Every form of the site sends the default channel (spec §3): only another one says something. */}
            {data.channel !== DEFAULT_CHANNEL && data.channel !== '' ? (
              <>
                <dt>{leadMessages.channel}</dt>
                <dd>{data.channel}</dd>
              </>
            ) : null}
            <dt>{leadMessages.createdAt}</dt>
            <dd>{formatDateTime(data.createdAt)}</dd>
            {quarantined ? null : <ResponseFields lead={data} />}
            <dt>{leadMessages.assignee}</dt>
            <dd>{data.assigneeName ?? leadMessages.unassigned}</dd>
            <dt>{leadMessages.followUpDate}</dt>
            <dd>{data.followUpDate ?? leadMessages.none}</dd>
            <dt>{leadMessages.publicId}</dt>
            <dd>{data.publicId ?? data.id}</dd>
            {data.restoredAt ? (
              <>
                <dt>{leadMessages.quarantineTitle}</dt>
                <dd>{leadMessages.restoredAt(formatDateTime(data.restoredAt))}</dd>
              </>
            ) : null}
          </Fields>
        </Panel>
        {data.answers.length > 0 ? (
          <Panel aria-labelledby="lead-answers">
            <PanelTitle id="lead-answers">{leadMessages.answers}</PanelTitle>
            <LeadAnswers answers={data.answers} />
          </Panel>
        ) : null}
        <Panel aria-labelledby="lead-work">
          <PanelTitle id="lead-work">{leadMessages.work}</PanelTitle>
          <LeadWorkForm
            key={`${data.status}|${data.assigneeId ?? ''}|${data.followUpDate ?? ''}`}
            lead={data}
          />
        </Panel>
        <Panel aria-labelledby="lead-attribution">
          <PanelTitle id="lead-attribution">{leadMessages.attribution}</PanelTitle>
          <LeadAttribution lead={data} />
        </Panel>
        <Panel aria-labelledby="lead-notes">
          <PanelTitle id="lead-notes">{leadMessages.notes}</PanelTitle>
          <LeadNotes leadId={data.id} notes={data.notes} />
        </Panel>
      </Columns>
    </>
  );
}
