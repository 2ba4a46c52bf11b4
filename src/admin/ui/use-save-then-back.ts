import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { cmsApi } from '@/api/generated/cms-api';
import { showSuccessToast } from '@/features/feedback/toast';
import { useConsoleDispatch } from '../app/store';
import { type Refusal, refusalOf } from './server-message';

export type SaveResult = { data: unknown } | { error: unknown };

/**
 * A create or edit page's save: on success the toast and back to the list; on a refusal the
 * server's message and the field it names, kept for the form to show beside that field (the base
 * query toasts it too).
 */
export function useSaveThenBack<Body>(
  save: (body: Body) => PromiseLike<SaveResult>,
  listPath: string,
  savedMessage: string,
) {
  const navigate = useNavigate();
  const dispatch = useConsoleDispatch();
  const [serverError, setServerError] = useState<Refusal | null>(null);
  const [lastBody, setLastBody] = useState<Body | null>(null);
  const submit = (body: Body) => {
    setServerError(null);
    setLastBody(body);
    void save(body).then((result) => {
      if ('error' in result) {
        setServerError(refusalOf(result.error));
        return;
      }
      // Where the site asks for review the save may be a proposal: the record's review is asked again.
      dispatch(cmsApi.util.invalidateTags(['Review']));
      showSuccessToast(savedMessage);
      navigate(listPath);
    });
  };
  /** The last save again, with a reviewer's reason to pass its advertising-law hits (adLawOverride). */
  const resubmitWithReason = (adLawOverride: string) => {
    if (lastBody !== null) submit({ ...lastBody, adLawOverride });
  };
  return { serverError, submit, resubmitWithReason };
}
