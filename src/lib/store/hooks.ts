/**
 * The store's hooks for the whole shop: react-redux's own, typed once here as Redux's docs advise
 * (`useDispatch.withTypes`), and imported from this file only.
 *
 * The state is typed by what each caller reads, not by the assembled store: a selector declares the
 * slices it needs (`(state: WithCart) => …`), and react-redux's useSelector and useStore take their
 * state type from it. So lib/ and features/ never import app/store.ts (the layers of
 * docs/architecture.md, enforced by ESLint), and a feature's slice works in any store that holds it
 * (each slice's tests build a store of that slice alone). app/store.ts checks that the store it
 * makes dispatches what these hooks promise.
 */
import type { Dispatch, Store, ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { useDispatch, useSelector, useStore, type UseSelector, type UseStore } from 'react-redux';

/** What configureStore's store dispatches: plain actions, and thunks (its default middleware). */
export type ShopDispatch = ThunkDispatch<unknown, undefined, UnknownAction> & Dispatch<UnknownAction>;

export const useAppDispatch = useDispatch.withTypes<ShopDispatch>();

/** `useAppSelector((state: WithCart) => …)`: the selector's parameter names the slices it reads. */
export const useAppSelector: UseSelector = useSelector;

/** The store, for reading state inside a callback: `useAppStore<WithAuth>()` names what it reads. */
export const useAppStore: UseStore<Store> = useStore;
