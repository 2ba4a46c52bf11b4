import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { readUserInfoCookie, type UserInfo } from './user-info-cookie';

export type UserInfoState = { user: UserInfo | null };

const initialState: UserInfoState = { user: null };

/** The signed-in user's info as read from the user-info cookie (spec §3, §6). */
export const userInfoSlice = createSlice({
  name: 'userInfo',
  initialState,
  reducers: {
    /** Null clears it (signed out, or no valid cookie). */
    userInfoLoaded(state, action: PayloadAction<UserInfo | null>) {
      state.user = action.payload;
    },
  },
  selectors: {
    selectUserInfo: (state) => state.user,
  },
});

export const { userInfoLoaded } = userInfoSlice.actions;
export const { selectUserInfo } = userInfoSlice.selectors;

/**
 * The action that puts the cookie's user info into the store:
 * `store.dispatch(userInfoFromCookie(document.cookie))`. The cookie string is an argument so the
 * reducer stays pure and tests need no document.
 */
export const userInfoFromCookie = (cookieString: string) => userInfoLoaded(readUserInfoCookie(cookieString));
