import { useEffect, useState } from 'react';
import { isLoggedIn, onSessionChange, storage } from '../lib/storage';

/** Login state from the spec's local flags, re-read when they change. */
export function useSession() {
  const read = () => ({ loggedIn: isLoggedIn(), isPremium: storage.get('isPremium'), token: storage.get('token') });
  const [state, setState] = useState(read);
  useEffect(() => onSessionChange(() => setState(read())), []);
  return state;
}
