import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { readUserInfoCookie } from '../user-info-cookie';
import { selectUserInfo, userInfoFromCookie, userInfoLoaded, userInfoSlice } from '../user-info-slice';

const user = { id: 7, name: '王老师', roles: ['teacher'], permissionMask: '2147483648' };
const cookieValue = encodeURIComponent(JSON.stringify(user));

describe('readUserInfoCookie', () => {
  it('reads the URI-encoded JSON among other cookies', () => {
    expect(readUserInfoCookie(`theme=dark; userInfo=${cookieValue}; lang=zh-CN`)).toEqual(user);
    expect(readUserInfoCookie(`userInfo=${cookieValue}`)).toEqual(user);
  });

  it('accepts a quoted value', () => {
    expect(readUserInfoCookie(`userInfo="${cookieValue}"`)).toEqual(user);
  });

  it('matches the name exactly', () => {
    expect(readUserInfoCookie(`userInfoOld=${cookieValue}; xuserInfo=${cookieValue}`)).toBeNull();
  });

  it.each([
    ['no cookie at all', ''],
    ['other cookies only', 'theme=dark; lang=zh-CN'],
    ['an empty value', 'userInfo='],
    ['bad JSON', `userInfo=${encodeURIComponent('{name:')}`],
    ['a broken %-sequence', 'userInfo=%E4%B8'],
    ['JSON that is not an object', `userInfo=${encodeURIComponent('[1,2]')}`],
    ['JSON null', 'userInfo=null'],
    ['a JSON string', `userInfo=${encodeURIComponent('"王老师"')}`],
  ])('gives null for %s, without throwing', (_case, cookie) => {
    expect(() => readUserInfoCookie(cookie)).not.toThrow();
    expect(readUserInfoCookie(cookie)).toBeNull();
  });
});

describe('userInfoSlice', () => {
  const makeStore = () => configureStore({ reducer: combineSlices(userInfoSlice) });

  it('starts without a user', () => {
    expect(selectUserInfo(makeStore().getState())).toBeNull();
  });

  it('keeps the user loaded from the cookie, and clears it', () => {
    const store = makeStore();
    store.dispatch(userInfoFromCookie(`userInfo=${cookieValue}`));
    expect(selectUserInfo(store.getState())).toEqual(user);
    store.dispatch(userInfoLoaded(null));
    expect(selectUserInfo(store.getState())).toBeNull();
  });

  it('a bad cookie leaves no user', () => {
    const store = makeStore();
    store.dispatch(userInfoLoaded({ name: '旧' }));
    store.dispatch(userInfoFromCookie('userInfo=%7Bbroken'));
    expect(selectUserInfo(store.getState())).toBeNull();
  });
});
