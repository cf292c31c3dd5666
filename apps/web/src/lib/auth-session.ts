import type { UserRecord } from '@haven/core';
import { notifySessionChange, storage } from './storage';

// The spec's local keys around sign-in, onboarding and logout (spec 3, 4). UI state only.

/** Token and identity, before the user is let into the logged-in shell (e.g. during onboarding). */
export function storeIdentity(token: string, user: Pick<UserRecord, '_id' | 'email' | 'isPremium'> & Partial<UserRecord>) {
  storage.set('token', token);
  storage.set('userId', user._id);
  storage.setJson('userData', user);
  storage.set('email', user.email);
  storage.set('isPremium', String(user.isPremium));
}

/** Sign-in step 2 / onboarding saved: the logged-in flags. */
export function enterLoggedIn() {
  storage.set('isNavbar', 'true');
  storage.set('isLogin', 'true');
  notifySessionChange();
}

/** Logout (spec 4): removes isLogin, isNavbar, token, userId, userData and isPremium. */
export function clearLogin() {
  storage.remove('isLogin', 'isNavbar', 'token', 'userId', 'userData', 'isPremium');
  notifySessionChange();
}
