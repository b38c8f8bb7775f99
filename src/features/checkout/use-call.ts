/** One API answer a screen needs (extras, addresses, the cart check): data, error, and a way to ask again. */
import { useCallback, useEffect, useState } from 'react';

export interface Call<T> {
  data: T | undefined;
  error: unknown;
  loading: boolean;
  reload: () => void;
}

/** `key` names what is asked: a new key asks again (the previous answer stays while the new one loads). */
export function useCall<T>(key: string | null, load: () => Promise<T>): Call<T> {
  const [data, setData] = useState<T | undefined>(undefined);
  const [error, setError] = useState<unknown>(null);
  const [loading, setLoading] = useState(key !== null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (key === null) return undefined;
    let live = true;
    setLoading(true);
    load().then(
      (answer) => {
        if (!live) return;
        setData(answer);
        setError(null);
        setLoading(false);
      },
      (failure: unknown) => {
        if (!live) return;
        setError(failure);
        setLoading(false);
      },
    );
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `load` closes over what `key` names
  }, [key, attempt]);

  const reload = useCallback(() => setAttempt((count) => count + 1), []);
  return { data, error, loading, reload };
}
