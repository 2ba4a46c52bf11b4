import { combineSlices } from '@reduxjs/toolkit';
import { useDispatch, useSelector } from 'react-redux';
import { makeApiStore } from '@/api/api-store';
import { baseApi } from '@/api/base-api';
import type { CallEnvironment } from '@/api/base-query';
import { loadingSlice } from '@/api/loading-slice';
import { showErrorToast } from '@/features/feedback/toast';
import { askForPassword } from '../step-up/step-up-request';
import { sessionSlice } from './session-slice';

/**
 * The console's store: the public app's conventions (src/app/store.ts) with the same base API,
 * so the generated hooks, the loading overlay and the error catalogue work as there. The public
 * site's slices (site data, visitor info) are not part of it; the session is.
 */
const rootReducer = combineSlices(baseApi, loadingSlice, sessionSlice);

export type ConsoleState = ReturnType<typeof rootReducer>;

/**
 * The sign-in calls: their failures (用户名或密码错误, 验证码不正确) are shown by the sign-in screen
 * itself, in its form, and so go with it; a toast would outlive the screen and still say
 * 用户名或密码错误 on 首页 after the next try signed in. The step-up dialog's call likewise
 * (当前密码不正确 under its password box).
 */
const SIGN_IN_CALLS: ReadonlySet<string> = new Set([
  'signInAdmin',
  'signInWithCodeAdmin',
  'confirmPasswordAdmin',
  // 设置密码 and 忘记密码 (public pages): their refusals are said in their own page too.
  'checkPasswordLinkAdmin',
  'setPasswordWithLinkAdmin',
  'forgotPasswordAdmin',
]);

/**
 * The console's call environment: a failure is an error toast, except 100000004, which the base
 * query leaves silent (the session slice sees it and the frame goes to sign-in), and the sign-in
 * calls' own, which the sign-in screen shows. A sensitive call refused for want of a recent
 * password (100000023) asks for it (the step-up dialog) and is sent again.
 */
export const consoleCalls: CallEnvironment = {
  showError: (message, endpoint) => {
    if (!SIGN_IN_CALLS.has(endpoint)) showErrorToast(message);
  },
  confirmStepUp: askForPassword,
};

export function makeConsoleStore(
  preloadedState?: Partial<ConsoleState>,
  calls: CallEnvironment = consoleCalls,
) {
  return makeApiStore(rootReducer, preloadedState, calls);
}

export type ConsoleStore = ReturnType<typeof makeConsoleStore>;
export type ConsoleDispatch = ConsoleStore['dispatch'];

export const useConsoleDispatch = useDispatch.withTypes<ConsoleDispatch>();
export const useConsoleSelector = useSelector.withTypes<ConsoleState>();
