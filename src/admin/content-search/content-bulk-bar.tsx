import { type FormEvent, useState } from 'react';
import styled from 'styled-components';
import {
  useChangeMenuBatchSiteContentMutation,
  useChangeScheduleBatchSiteContentMutation,
  useRemoveBatchSiteContentMutation,
} from '@/api/generated/cms-api';
import { confirmDialog } from '@/features/feedback/dialogs';
import { showSuccessToast, showWarningToast } from '@/features/feedback/toast';
import type { Platform } from '@contract/common';
import type { ContentBatchResult } from '@contract/site-content';
import { holdsContent, type MenuEntry } from '@contract/site-menu';
import { DangerButton, SecondaryButton } from '../ui/buttons';
import { ChooseThenApply } from '../ui/choose-then-apply';
import { CheckRow, TextField } from '../ui/form-field';
import { formatDateTime } from '../ui/format';
import { inlineRowStyle } from '../ui/layout';
import { flattenMenus } from '../ui/menu-tree';
import { OnFieldLine, TickPageAndCount } from '../ui/row-ticks';
import { space } from '../ui/theme-helpers';
import { searchMessages as t } from './messages';

const Bar = styled.div`
  margin-bottom: ${({ theme }) => theme.space[3]}px;
  padding: ${({ theme }) => theme.space[3]}px ${({ theme }) => theme.space[4]}px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.small}px;
  font-size: ${({ theme }) => theme.fontSizes[1]}px;
`;

const Line = styled.div`
  ${inlineRowStyle};
  align-items: flex-end;
  > div {
    margin-bottom: 0;
  }
`;

const TimeForm = styled.form`
  ${inlineRowStyle};
  align-items: flex-start;
  margin-top: ${({ theme }) => theme.space[3]}px;
  > div {
    margin-bottom: 0;
  }
`;

/** The time form's check box and button, level with the boxes (their labels stand above them). */
const AfterLabels = styled(OnFieldLine)`
  margin-top: ${space(5)};
`;

/** A level of the menu tree, drawn before the name (ideographic spaces keep the columns even). */
const INDENT = '\u3000';

/**
 * The ticked items' actions on 内容搜索: 移到栏目 (a content menu of this site: the server refuses
 * any other too), 修改时间 (a new publish time and / or end time, or no end time), 删除所选. Each
 * asks first, naming how many and what; the toast says what the server did; the ticks are cleared
 * and the results refresh (the calls invalidate the content). A refusal is the server's message
 * in the console's error toast, and nothing is changed.
 */
export function ContentBulkBar({
  platform,
  tree,
  rowIds,
  selected,
  onSelectPage,
  onDone,
}: {
  platform: Platform;
  tree: readonly MenuEntry[] | undefined;
  rowIds: readonly number[];
  selected: readonly number[];
  onSelectPage: (ids: readonly number[]) => void;
  onDone: () => void;
}) {
  const [removeBatch, removing] = useRemoveBatchSiteContentMutation();
  const [changeMenuBatch, moving] = useChangeMenuBatchSiteContentMutation();
  const [changeScheduleBatch, scheduling] = useChangeScheduleBatchSiteContentMutation();
  const [timeError, setTimeError] = useState<string | null>(null);
  const busy = removing.isLoading || moving.isLoading || scheduling.isLoading;
  const count = selected.length;
  const ids = [...selected];
  const places = (tree ? flattenMenus(tree) : []).filter(({ menu, trail }) =>
    holdsContent(menu, trail.length > 1 ? (trail[trail.length - 2] ?? null) : null),
  );

  const run = async (
    question: string,
    confirmText: string,
    call: () => Promise<{ data?: ContentBatchResult }>,
    said: (changed: number) => string,
  ) => {
    if (!(await confirmDialog({ message: question, confirmText }))) return false;
    const { data } = await call();
    if (!data) return false;
    if (data.changed === 0) showWarningToast(t.nothingChanged);
    else showSuccessToast(said(data.changed));
    onDone();
    return true;
  };

  const onMove = (choice: string) => {
    const menuId = Number(choice);
    const name = places.find(({ menu }) => menu.id === menuId)?.menu.name ?? choice;
    void run(
      t.confirmMove(count, name),
      t.move,
      () => changeMenuBatch({ ids, menuId }),
      (changed) => t.moved(changed, name),
    );
  };

  const onRemove = () =>
    void run(
      t.confirmRemove(count),
      t.removeSelected,
      () => removeBatch({ ids }),
      (changed) => t.removed(changed),
    );

  const onSchedule = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const publishTime = String(data.get('publishTime') ?? '');
    const endTime = String(data.get('endTime') ?? '');
    const clearEnd = data.get('clearEnd') === 'on';
    if (!publishTime && !endTime && !clearEnd) return setTimeError(t.timeMissing);
    if (publishTime && endTime && !clearEnd && endTime <= publishTime) return setTimeError(t.timeOrder);
    setTimeError(null);
    const what = [
      ...(publishTime ? [t.publishTo(formatDateTime(publishTime))] : []),
      ...(clearEnd ? [t.endCleared] : endTime ? [t.endTo(formatDateTime(endTime))] : []),
    ].join('、');
    const done = await run(
      t.confirmSchedule(count, what),
      t.applyTime,
      () =>
        changeScheduleBatch({
          ids,
          ...(publishTime ? { publishTime } : {}),
          ...(clearEnd ? { endTime: null } : endTime ? { endTime } : {}),
        }),
      (changed) => t.scheduled(changed),
    );
    if (done) form.reset();
  };

  return (
    <Bar role="group" aria-label={t.bulk}>
      <Line>
        <TickPageAndCount
          rowIds={rowIds}
          selected={selected}
          onTick={onSelectPage}
          label={t.selectPage}
          count={t.selected(count)}
        />
        <ChooseThenApply
          key={platform}
          label={t.moveTo}
          name="moveTo"
          none={places.length === 0 && tree ? t.noMenuFits : t.chooseMenu}
          choices={places.map(({ menu, depth }) => [menu.id, `${INDENT.repeat(depth)}${menu.name}`] as const)}
          action={t.move}
          disabled={count === 0 || busy}
          onApply={onMove}
        />
        <DangerButton type="button" disabled={count === 0 || busy} onClick={onRemove}>
          {t.removeSelected}
        </DangerButton>
      </Line>
      <TimeForm aria-label={t.schedule} onSubmit={(event) => void onSchedule(event)}>
        <TextField label={t.newPublishTime} name="publishTime" type="datetime-local" hint={t.timeHint} />
        <TextField
          label={t.newEndTime}
          name="endTime"
          type="datetime-local"
          hint={t.timeHint}
          error={timeError}
        />
        <AfterLabels>
          <CheckRow>
            <input type="checkbox" name="clearEnd" />
            {t.clearEnd}
          </CheckRow>
          <SecondaryButton type="submit" disabled={count === 0 || busy}>
            {t.applyTime}
          </SecondaryButton>
        </AfterLabels>
      </TimeForm>
    </Bar>
  );
}
