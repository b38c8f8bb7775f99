/** Every brand with its logo, name and number of products. */
import styled from '@emotion/styled';
import { useIntl } from 'react-intl';
import type { Brand } from '../../lib/catalog-types';
import { ApiImage } from '../ui/api-image';
import { LocalLink } from '../ui/local-link';
import { SidePanel } from './side-panel';
import { theme } from '../../lib/theme';
import '../../lib/carried-texts/panels';

const List = styled.ul`
  margin: 0;
  padding: ${theme.space(2)};
  list-style: none;
  a {
    display: flex;
    align-items: center;
    gap: 12px;
    padding: 8px 12px;
    border-radius: ${theme.radius.md};
    color: ${theme.color.text};
    text-decoration: none;
  }
  a:hover {
    background: ${theme.color.page};
  }
  .logo {
    width: 56px;
    height: 56px;
    flex: none;
    border: 1px solid ${theme.color.line};
    border-radius: ${theme.radius.sm};
  }
  .name {
    flex: 1;
    font-weight: 600;
  }
  .count {
    color: ${theme.color.muted};
    font-size: 13px;
  }
`;

export function BrandsPanel({ brands, onClose }: { brands: Brand[]; onClose: () => void }) {
  const intl = useIntl();
  return (
    <SidePanel title={intl.formatMessage({ id: 'panel.brands.title' })} onClose={onClose}>
      <List>
        {brands.map((brand) => (
          <li key={brand.id}>
            <LocalLink to={`/brands/${brand.id}`} onClick={onClose}>
              {brand.icon ? (
                <ApiImage className="logo" path={brand.icon} alt="" width={56} />
              ) : (
                <span className="logo" />
              )}
              <span className="name">{brand.name}</span>
              <span className="count">
                {intl.formatMessage({ id: 'catalogue.productCount' }, { count: brand.countProduct })}
              </span>
            </LocalLink>
          </li>
        ))}
      </List>
    </SidePanel>
  );
}
