/**
 * The store's hooks for the whole shop: react-redux's own, typed once here as Redux's docs advise
 * (`useSelector.withTypes<…>()`, `useDispatch.withTypes<…>()`), and imported from this file only.
 *
 * lib/ may not import app/store.ts or the features (the layers of docs/architecture.md, enforced
 * by ESLint), so the state type is assembled the other way round: each slice file adds its key to
 * `ShopState` below (`declare module '../../lib/store/hooks'`), and app/store.ts fails the build
 * when the state its reducer makes is not exactly `ShopState`. A selector still declares the slices
 * it reads (`(state: WithCart) => …`), so each slice's tests can build a store of that slice alone.
 */
import type { Dispatch, Store, ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { useDispatch, useSelector, useStore } from 'react-redux';

/** The whole state: one key per slice, each added by its slice file. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the slice files fill it by declaration merging
export interface ShopState {}

/** What configureStore's store dispatches: plain actions, and thunks (its default middleware). */
export type ShopDispatch = ThunkDispatch<ShopState, undefined, UnknownAction> & Dispatch<UnknownAction>;

export const useAppDispatch = useDispatch.withTypes<ShopDispatch>();

export const useAppSelector = useSelector.withTypes<ShopState>();

/** The store, for reading state inside a callback. */
export const useAppStore = useStore.withTypes<Store<ShopState, UnknownAction> & { dispatch: ShopDispatch }>();
