import { createSlice, isRejectedWithValue, type PayloadAction } from '@reduxjs/toolkit';
import { bmsApi } from '@/api/generated/bms-api';
import { CODE } from '@contract/codes';
import { isTwoFactorChallenge, type SignInResult, type StaffInfo } from '@contract/staff';

/**
 * Who is signed in to the console. `unknown` until signInfo answers; `signedOut` after a
 * sign-out (`reason: 'signedOut'`) or when any call is answered 100000004 (`reason: 'expired'`:
 * the session ended elsewhere, so the frame sends the user to sign in and back).
 */
export type SessionState = {
  status: 'unknown' | 'signedIn' | 'signedOut';
  staff: StaffInfo | null;
  reason: 'signedOut' | 'expired' | null;
};

const initialState: SessionState = { status: 'unknown', staff: null, reason: null };

/** A call refused because the account must enrol in two-factor sign-in first (the policy turned on). */
const isSetupRequired = (action: unknown) =>
  isRejectedWithValue(action) &&
  (action.payload as { code?: unknown } | undefined)?.code === CODE.twoFactorSetupRequired;

/** A call refused because the account must first change the password an admin set. */
const isPasswordChangeRequired = (action: unknown) =>
  isRejectedWithValue(action) &&
  (action.payload as { code?: unknown } | undefined)?.code === CODE.passwordChangeRequired;

const isNotSignedIn = (action: unknown) =>
  isRejectedWithValue(action) &&
  (action.payload as { code?: unknown } | undefined)?.code === CODE.notSignedIn;

export const sessionSlice = createSlice({
  name: 'session',
  initialState,
  reducers: {
    /** The user signed out (or the console dropped the session itself). */
    signedOut: () => ({ status: 'signedOut', staff: null, reason: 'signedOut' }) satisfies SessionState,
  },
  extraReducers: (builder) => {
    const signedIn = (_state: SessionState, action: PayloadAction<StaffInfo>): SessionState => ({
      status: 'signedIn',
      staff: action.payload,
      reason: null,
    });
    builder
      .addMatcher(bmsApi.endpoints.signInfoAdmin.matchFulfilled, signedIn)
      // The password step answers a challenge instead when the account uses two-factor sign-in:
      // nobody is signed in until the code step (signInWithCode) answers the account.
      .addMatcher(
        bmsApi.endpoints.signInAdmin.matchFulfilled,
        (state, action: PayloadAction<SignInResult>) =>
          isTwoFactorChallenge(action.payload)
            ? state
            : signedIn(state, { ...action, payload: action.payload }),
      )
      .addMatcher(bmsApi.endpoints.signInWithCodeAdmin.matchFulfilled, signedIn)
      .addMatcher(isSetupRequired, (state) =>
        state.staff ? { ...state, staff: { ...state.staff, twoFactorRequired: true } } : state,
      )
      .addMatcher(isPasswordChangeRequired, (state) =>
        state.staff ? { ...state, staff: { ...state.staff, mustChangePassword: true } } : state,
      )
      .addMatcher(bmsApi.endpoints.signOutAdmin.matchFulfilled, () => ({
        status: 'signedOut' as const,
        staff: null,
        reason: 'signedOut' as const,
      }))
      // Any call of the console answered "not signed in": the cached user is gone.
      .addMatcher(isNotSignedIn, (state) => ({
        status: 'signedOut' as const,
        staff: null,
        reason: state.status === 'signedIn' ? ('expired' as const) : (state.reason ?? ('expired' as const)),
      }));
  },
  selectors: {
    selectSession: (state) => state,
    selectStaff: (state) => state.staff,
  },
});

export const { signedOut } = sessionSlice.actions;
export const { selectSession, selectStaff } = sessionSlice.selectors;
