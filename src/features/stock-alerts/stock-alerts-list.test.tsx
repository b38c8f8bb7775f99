/**
 * The settings page's failures: a link that is not valid or has expired cannot be
 * helped by trying again, so the page says so and points to subscribing again from the product;
 * only a failure of the connection or the server offers a retry.
 */
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../test/render';
import { StockAlertsList } from './stock-alerts-list';

function answer(status: number, body: unknown) {
  jest
    .spyOn(globalThis, 'fetch')
    .mockImplementation(
      async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
    );
}

afterEach(() => {
  jest.restoreAllMocks();
});

describe('stock alerts list', () => {
  it('says an invalid link is invalid, with the way to subscribe again and no retry (RU)', async () => {
    answer(403, { statusCode: 403, error: 'Forbidden', message: 'Эта ссылка неверна или устарела' });
    renderWithProviders(<StockAlertsList token="garbage" />, { locale: 'ru' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Эта ссылка неверна или устарела.');
    expect(alert).toHaveTextContent(
      'Чтобы снова получить уведомление, откройте товар и нажмите «Сообщить о поступлении».',
    );
    expect(screen.getByRole('link', { name: 'Перейти на главную' })).toHaveAttribute('href', '/ru');
    expect(screen.queryByRole('button', { name: 'Повторить' })).toBeNull();
  });

  it('offers a retry when the server fails', async () => {
    answer(503, { statusCode: 503, error: 'Service Unavailable', message: 'down' });
    renderWithProviders(<StockAlertsList token="a-token" />);
    expect(await screen.findByRole('alert', {}, { timeout: 15_000 })).toHaveTextContent(
      'Failed to load data! Try reload page',
    );
    expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
  });
});
