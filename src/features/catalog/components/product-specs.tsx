/** The features table (the product's parameters), the feature bullets and the description. */
import styled from '@emotion/styled';
import type { ProductFeature } from '../../../lib/catalog-types';
import { Icon } from '../../../components/ui/icons';
import { theme } from '../../../lib/theme';

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: 14px;
  th,
  td {
    padding: 11px 12px;
    text-align: left;
    vertical-align: top;
    border-bottom: 1px solid ${theme.color.line};
  }
  th {
    width: 42%;
    color: ${theme.color.muted};
    font-weight: 500;
  }
  tr:nth-of-type(odd) {
    background: ${theme.color.page};
  }
  tr:last-of-type th,
  tr:last-of-type td {
    border-bottom: 0;
  }
`;

export function FeaturesTable({ features, caption }: { features: ProductFeature[]; caption: string }) {
  return (
    <Table>
      <caption className="visually-hidden">{caption}</caption>
      <tbody>
        {features.map((feature) => (
          <tr key={feature.name}>
            <th scope="row">{feature.name}</th>
            <td>{feature.value}</td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

const Bullets = styled.ul`
  display: grid;
  gap: 8px;
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: flex;
    gap: 10px;
    align-items: flex-start;
    font-size: 14px;
  }
  svg {
    flex: none;
    margin-top: 1px;
    color: ${theme.color.brand};
  }
`;

export function Highlights({ items }: { items: string[] }) {
  return (
    <Bullets>
      {items.map((item) => (
        <li key={item}>
          <Icon name="check" size={18} />
          {item}
        </li>
      ))}
    </Bullets>
  );
}

const Text = styled.div`
  max-width: 820px;
  font-size: 15px;
  line-height: 1.65;
  p {
    margin: 0 0 12px;
  }
`;

/** Paragraphs are separated by blank lines in the API's text. */
export function Description({ text }: { text: string }) {
  return (
    <Text>
      {text
        .split(/\n\s*\n/)
        .filter(Boolean)
        .map((paragraph, index) => (
          <p key={index}>{paragraph.trim()}</p>
        ))}
    </Text>
  );
}
