/**
 * With the API down, a catalogue page says its prices and stock may be out of date,
 * so the shopper does not trust a stale price, in the page's language, and a retry that succeeds takes the notice away.
 */
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../test/render';
import { LiveOffersProvider, useOffer } from './live-offers';

const product = { id: 7, name: 'Galaxy A15', price: 2999, oldPrice: null, discount: 0, inStock: true };

function Card() {
  const offer = useOffer(product);
  return <p data-testid="card">{`${offer.price} ${offer.inStock ? 'in' : 'out'}`}</p>;
}

afterEach(() => {
  jest.restoreAllMocks();
});

describe('live offers notice', () => {
  it('tells the shopper the prices could not be updated, and goes once they are (RU)', async () => {
    let up = false;
    jest.spyOn(globalThis, 'fetch').mockImplementation(async () => {
      if (!up) return new Response('{"message":"Bad Gateway"}', { status: 502 });
      const row = { ...product, price: 2899, inStock: false };
      return new Response(JSON.stringify({ rows: [row], count: 1 }), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    });
    const { user } = renderWithProviders(
      <LiveOffersProvider ids={[7]}>
        <Card />
      </LiveOffersProvider>,
      { locale: 'ru' },
    );
    const notice = await screen.findByTestId('live-offers-failed', {}, { timeout: 15_000 });
    expect(notice).toHaveTextContent('Не удалось обновить цены и наличие: они могли измениться.');
    expect(screen.getByTestId('card')).toHaveTextContent('2999 in');
    up = true;
    await user.click(screen.getByRole('button', { name: 'Повторить' }));
    expect(await screen.findByText('2899 out')).toBeInTheDocument();
    expect(screen.queryByTestId('live-offers-failed')).toBeNull();
  });
});
