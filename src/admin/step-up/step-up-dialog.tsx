import * as AlertDialog from '@radix-ui/react-alert-dialog';
import { type FormEvent, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useConfirmPasswordAdminMutation } from '@/api/generated/bms-api';
import { returnFocusTo } from '@/lib/return-focus';
import { Description, Overlay, Title } from '@/features/feedback/dialog-view';
import { fieldValue } from '../ui/form-field';
import { DialogFormActions, FormDialogContent } from '../ui/form-dialog';
import { PasswordField } from '../ui/password-field';
import { errorMessage } from '../ui/server-message';
import { stepUpMessages } from './messages';
import {
  answerStepUp,
  focusBeforeAsking,
  isAskingForPassword,
  stepUpHostMounted,
  subscribeStepUp,
} from './step-up-request';

/**
 * Step-up (issue 35): mounted once by the console's providers, shown when a sensitive call was
 * refused for want of a recent password (CODE.stepUpRequired). The password is sent to
 * confirmPassword; once the server confirms it the waiting calls are sent again. Cancel (or Esc)
 * lets them fail quietly. The focus goes to the password box, and back to where it was after.
 */
export function StepUpHost() {
  useEffect(() => stepUpHostMounted(), []);
  const asking = useSyncExternalStore(subscribeStepUp, isAskingForPassword, isAskingForPassword);
  return asking ? <StepUpDialog /> : null;
}

function StepUpDialog() {
  const [returnFocus] = useState(focusBeforeAsking);
  const [confirmPassword, { isLoading }] = useConfirmPasswordAdminMutation();
  const [error, setError] = useState<string | undefined>();
  const content = useRef<HTMLDivElement>(null);
  const passwordBox = () => content.current?.querySelector<HTMLInputElement>('input[name="password"]');

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const password = fieldValue(event.currentTarget, 'password');
    if (!password) {
      setError(stepUpMessages.missing);
      passwordBox()?.focus();
      return;
    }
    const result = await confirmPassword({ password });
    if ('data' in result) {
      answerStepUp(true);
      return;
    }
    // 当前密码不正确, 密码错误次数过多，请稍后再试 …: said under the box, which is selected to retype.
    setError(errorMessage(result.error) ?? stepUpMessages.missing);
    passwordBox()?.select();
  };

  return (
    <AlertDialog.Root open onOpenChange={(open) => !open && answerStepUp(false)}>
      <AlertDialog.Portal>
        <Overlay />
        <FormDialogContent
          ref={content}
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            passwordBox()?.focus();
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            // The button that started the call is disabled until the call has settled.
            returnFocusTo(returnFocus);
          }}
        >
          <Title>{stepUpMessages.title}</Title>
          <Description>{stepUpMessages.description}</Description>
          <form noValidate onSubmit={(event) => void onSubmit(event)}>
            <PasswordField
              label={stepUpMessages.password}
              name="password"
              autoComplete="current-password"
              error={error}
            />
            <DialogFormActions
              busy={isLoading}
              submitLabel={stepUpMessages.confirm}
              busyLabel={stepUpMessages.confirming}
              cancelLabel={stepUpMessages.cancel}
            />
          </form>
        </FormDialogContent>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
