/** @jest-environment-options {"liveApi": true, "siteBuilds": true} */
import { writeFileSync } from 'node:fs';
import { beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import { shopDateTime } from '../../lib/dates';
import type { BuildListWire, BuildWire, RebuildAnswerWire } from '../../../server/src/contract/site-builds';
import { actAsStaff, adminJson, renderStaffScreen, signedInStaff, type LiveStaffMember } from '../../test/live-staff';
import { BuildsScreen } from './builds-screen';

/**
 * The API of this file builds the site with the API suite's small real commands
 * (server/test/site-build-command.mjs and site-pages-command.mjs): the queue, the copy, the switch,
 * the pages-only build and the rollback are the real ones.
 */
const control = (what: { label: string; pauseMs?: number; pagesLabel?: string }) =>
  writeFileSync(process.env.LIVE_API_BUILD_CONTROL as string, JSON.stringify({ pages: 10, ...what }));

const builds = () => adminJson<BuildListWire>('/admin/v1/builds?limit=100');

/** Waits until no build waits or runs. */
async function idle() {
  await waitFor(
    async () =>
      expect((await builds()).rows.filter((row) => row.status === 'queued' || row.status === 'running')).toEqual([]),
    { timeout: 30_000, interval: 100 },
  );
}

const rowOf = (id: number) => screen.getByRole('cell', { name: String(id) }).closest('tr')!;

let editor: LiveStaffMember;

beforeAll(async () => {
  editor = await signedInStaff(['catalogue']);
});

beforeEach(() => actAsStaff(editor));

describe('the site builds screen', () => {
  it('queues a rebuild with a note and follows it until it is live (TM)', async () => {
    control({ label: 'A' });
    const { user } = renderStaffScreen(<BuildsScreen />, { lng: 'tm' });
    expect(await screen.findByText('Entek neşir ýok.', {}, { timeout: 15_000 })).toBeVisible();
    await user.type(screen.getByLabelText('Bellik (hökmany däl)'), 'synag');
    await user.click(screen.getByRole('button', { name: 'Saýty täzeden gur' }));
    expect(await screen.findByText('1 neşir nobatda.', {}, { timeout: 15_000 })).toBeVisible();
    expect(screen.getByLabelText('Bellik (hökmany däl)')).toHaveValue('');
    // Asked again while the build waits and runs, the list shows it done and live without a reload.
    await waitFor(() => expect(within(rowOf(1)).getByText('taýýar')).toBeVisible(), { timeout: 30_000 });
    expect(within(rowOf(1)).getByText('saýtda')).toBeVisible();
    expect(within(rowOf(1)).getByText('redaktor: synag')).toBeVisible();
    expect(within(rowOf(1)).queryByRole('button')).toBeNull();
  });

  it('rolls back only through a dialog that names the build and says what rolling back does (EN)', async () => {
    control({ label: 'B' });
    const { build: second } = await adminJson<RebuildAnswerWire>('/admin/v1/rebuild', { method: 'POST', body: {} });
    await idle();
    const first = (await builds()).rows.find((row) => row.id === 1) as BuildWire;
    const { user } = renderStaffScreen(<BuildsScreen />);
    const rollback = await screen.findByRole('button', { name: 'Roll back to build 1' }, { timeout: 15_000 });
    expect(within(rowOf(second.id)).queryByRole('button')).toBeNull();
    await user.click(rollback);
    const dialog = screen.getByRole('dialog', { name: 'Roll back to build 1?' });
    expect(dialog).toHaveTextContent(`Build 1 of ${shopDateTime(first.finishedAt!)}: editor: synag.`);
    expect(dialog).toHaveTextContent(
      `Shoppers get its pages from their next page load, instead of build ${second.id}'s. Its pages show the names, descriptions and images as they were then; prices and stock stay live.`,
    );
    // Cancel is the dialog's first focus, and cancelling changes nothing.
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect((await builds()).activeBuildId).toBe(second.id);

    await user.click(screen.getByRole('button', { name: 'Roll back to build 1' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Roll back to build 1?' })).getByRole('button', {
        name: 'Roll back to build 1',
      }),
    );
    expect(await screen.findByText('Build 1 is live now.', {}, { timeout: 15_000 })).toBeVisible();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect((await builds()).activeBuildId).toBe(1);
    // The list follows: build 1 is live, and the later one is the one to go back to.
    await waitFor(() => expect(within(rowOf(1)).getByText('live')).toBeVisible(), { timeout: 15_000 });
    expect(within(rowOf(second.id)).getByRole('button', { name: `Roll back to build ${second.id}` })).toBeVisible();
  });

  it("never offers a product's pages-only build as a rollback target, and says why (RU)", async () => {
    // The full build is slow (150 ms a file): its product's pages go live first, in a build of their own.
    control({ label: 'C', pauseMs: 150, pagesLabel: 'P' });
    const renamed = await adminJson<{ rebuild: { buildId: number } }>('/admin/v1/products/3', {
      method: 'PATCH',
      body: { name: { tm: 'Täze at', ru: 'Новое имя', en: 'New name' } },
    });
    const full = renamed.rebuild.buildId;
    renderStaffScreen(<BuildsScreen />, { lng: 'ru' });
    await waitFor(
      () => expect(screen.getAllByText(/^только страницы самого товара, в копии сборки \d+$/)).toHaveLength(1),
      {
        timeout: 30_000,
      },
    );
    const pages = screen.getByText(/^только страницы самого товара/).closest('tr')!;
    expect(within(pages).queryByRole('button')).toBeNull();
    expect(within(rowOf(full)).getByText('товар 3, изменения: название')).toBeVisible();
    // The full build then runs and ends while the screen is open: the list follows it by itself.
    await waitFor(() => expect(within(rowOf(full)).getByText('готова')).toBeVisible(), { timeout: 30_000 });
    expect(within(rowOf(full)).getByText('на сайте')).toBeVisible();
    // No longer live, the pages-only build is still not offered, and says why.
    expect(
      within(pages).getByText('Для отката не годится: её списки и главная страница старше её страниц товара.'),
    ).toBeVisible();
    expect(within(pages).queryByRole('button')).toBeNull();
    const api = (await builds()).rows.find((row) => row.pagesOf !== null)!;
    expect(api).toMatchObject({ available: false, status: 'succeeded' });
  });
});
