/**
 * The store hooks. They are typed by what each caller reads, not by the assembled store: a selector
 * declares the slices it needs (`(state: { cart: CartState }) => …`), so lib/ and features/ never
 * import app/store.ts, and a feature's slice stays usable in any store that holds it.
 */
import type { Dispatch, Store, UnknownAction } from '@reduxjs/toolkit';
import { useDispatch, useSelector, useStore } from 'react-redux';

export const useAppDispatch = useDispatch.withTypes<Dispatch<UnknownAction>>();
export const useAppSelector = useSelector;
/** The store, for reading state inside a callback; `S` is the part of the state the caller reads. */
export const useAppStore = <S>() => useStore() as Store<S>;
