'use client'

import { useEffect, useState } from 'react'

import { dataStore, type Adapter, type DataEntry } from './store'

/** A component's view of one piece of data: loaded through the store, kept up to date. */
export function useData<P, T>(adapter: Adapter<P, T>, params: P): DataEntry<T> {
  const key = adapter.key(params)
  const [entry, setEntry] = useState<DataEntry<T>>(() => dataStore.entry<T>(key))
  useEffect(() => {
    const update = () => setEntry(dataStore.entry<T>(key))
    const unsubscribe = dataStore.subscribe(key, update)
    const controller = new AbortController()
    dataStore.get(adapter, params, { signal: controller.signal }).then(update, (error: unknown) => {
      if (controller.signal.aborted) return
      setEntry({ loaded: false, loading: false, error: error instanceof Error ? error.message || error.name : 'Error' })
    })
    return () => {
      unsubscribe()
      controller.abort()
    }
    // The key stands for the parameters.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, adapter])
  return entry
}
